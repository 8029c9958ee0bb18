#if canImport(UIKit)
  import SwiftData
  import SwiftUI
#else
  import FieldworkUIKit
#endif

// `@main` on iOS; a test target has its own entry point.
struct ToDoListApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
    .modelContainer(for: ToDoItem.self, inMemory: true)
  }
}
