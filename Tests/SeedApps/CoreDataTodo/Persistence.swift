#if canImport(UIKit)
  import CoreData
#else
  import FieldworkUIKit
#endif

// Xcode's template, as the book keeps it.
struct PersistenceController {
  static let shared = PersistenceController()

  @MainActor
  static var preview: PersistenceController = {
    let result = PersistenceController(inMemory: true)
    let viewContext = result.container.viewContext
    for index in 0..<10 {
      let newItem = ToDoItem(context: viewContext)
      newItem.id = UUID()
      newItem.name = "To do item #\(index)"
      newItem.priority = .normal
      newItem.isComplete = false
    }
    do {
      try viewContext.save()
    } catch {
      let nsError = error as NSError
      fatalError("Unresolved error \(nsError), \(nsError.userInfo)")
    }
    return result
  }()

  let container: NSPersistentContainer

  init(inMemory: Bool = false) {
    container = NSPersistentContainer(name: "ToDoList")
    if inMemory {
      container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
    }
    container.loadPersistentStores(completionHandler: { (storeDescription, error) in
      if let error = error as NSError? {
        fatalError("Unresolved error \(error), \(error.userInfo)")
      }
    })
  }
}
