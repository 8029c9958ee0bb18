// The to-do app of "Mastering SwiftUI" (iOS 17 edition), kept in SwiftData, written as the
// book builds it. Only the import blocks differ from the iOS files.
#if canImport(UIKit)
  import SwiftData
  import SwiftUI
#else
  import FieldworkUIKit
#endif

enum Priority: Int, Codable {
  case low = 0
  case normal = 1
  case high = 2
}

@Model class ToDoItem {
  var id: UUID
  var name: String
  var priorityNum: Int
  var isComplete: Bool

  var priority: Priority {
    get {
      return Priority(rawValue: priorityNum) ?? .normal
    }
    set {
      self.priorityNum = newValue.rawValue
    }
  }

  init(id: UUID = UUID(), name: String = "", priority: Priority = .normal, isComplete: Bool = false)
  {
    self.id = id
    self.name = name
    self.priorityNum = priority.rawValue
    self.isComplete = isComplete
  }
}
