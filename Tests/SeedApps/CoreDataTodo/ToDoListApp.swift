#if canImport(UIKit)
  import SwiftUI
#else
  import FieldworkUIKit
#endif

// `@main` on iOS; a test target has its own entry point.
struct ToDoListApp: App {
  let persistenceController = PersistenceController.shared

  var body: some Scene {
    WindowGroup {
      ContentView()
        .environment(\.managedObjectContext, persistenceController.container.viewContext)
    }
  }
}
