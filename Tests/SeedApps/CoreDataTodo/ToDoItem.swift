// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// The to-do app of "Mastering SwiftUI" (2021 edition), kept in Core Data, written as the book
// builds it: the entity's class written by hand ("Manual/None" code generation). Only the
// import blocks differ from the iOS files, and `@NSManaged`, spelled `@Managed` (Swift on
// Linux never generates `@NSManaged` accessors; see FieldworkCoreData's documentation).
#if canImport(UIKit)
  import CoreData
#else
  import FieldworkUIKit
#endif

enum Priority: Int {
  case low = 0
  case normal = 1
  case high = 2
}

public class ToDoItem: NSManagedObject {
  @Managed public var id: UUID
  @Managed public var name: String
  @Managed public var priorityNum: Int32
  @Managed public var isComplete: Bool
}

extension ToDoItem: Identifiable {
  var priority: Priority {
    get {
      return Priority(rawValue: Int(priorityNum)) ?? .normal
    }

    set {
      self.priorityNum = Int32(newValue.rawValue)
    }
  }
}
