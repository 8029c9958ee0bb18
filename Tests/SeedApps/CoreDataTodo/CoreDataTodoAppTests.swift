import FieldworkUIKit
import Testing

/// The Core Data edition of the to-do app, launched whole and used as a person uses it: a
/// to-do added through its form, found through the UISearchBar wrapper (a fetch request
/// built from an `NSPredicate`), completed, and deleted by swiping; the store holds what the
/// screen shows.
///
/// The app keeps its store where Xcode's template does, `PersistenceController.shared`, one
/// per process: the suite runs its tests one after another and each starts from an empty
/// store.
@MainActor @Suite(.serialized) struct CoreDataTodoAppTests {
  init() throws {
    try Self.emptyTheStores()
  }

  /// Deletes every to-do of the shared store and lets go of the objects both stores' view
  /// contexts hold. Each test ends with it too: the stores are statics, alive until the
  /// process ends, and an object alive then that a view once observed keeps the side table
  /// of its weak references, which LeakSanitizer cannot see a pointer to.
  static func emptyTheStores() throws {
    let context = PersistenceController.shared.container.viewContext
    let everything: NSFetchRequest<ToDoItem> = NSFetchRequest(entityName: "ToDoItem")
    for item in try context.fetch(everything) { context.delete(item) }
    try context.save()
    context.reset()
    PersistenceController.preview.container.viewContext.reset()
  }

  func addTask(_ name: String, priority: String, in app: AppHost<ToDoListApp>) throws {
    try app.window.inspect().find(viewWithAccessibilityLabel: "Add").button().tap()
    let form = try app.window.inspect().find(NewToDoView.self)
    try form.find(ViewType.TextField.self).setInput(name)
    try form.find(text: priority).callOnTapGesture()
    try form.find(button: "Save").tap()
  }

  func rows(_ app: AppHost<ToDoListApp>) throws -> [String] {
    try app.window.inspect().findAll(ToDoListRow.self).map { try $0.actualView().todoItem.name }
  }

  /// What a fresh context reads from the store: what was saved, not what a screen holds.
  func saved() throws -> [ToDoItem] {
    let request: NSFetchRequest<ToDoItem> = NSFetchRequest(entityName: "ToDoItem")
    request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
    return try PersistenceController.shared.container.newBackgroundContext().fetch(request)
  }

  @Test func aToDoIsAddedSearchedCompletedAndDeleted() async throws {
    defer { try? Self.emptyTheStores() }
    let app = try AppHost(ToDoListApp.self)
    #expect(try rows(app).isEmpty)
    try addTask("Buy milk", priority: "High", in: app)
    try addTask("Call Ada", priority: "Low", in: app)
    try addTask("Buy bread", priority: "Normal", in: app)
    // The fetch request orders by priority, highest first.
    #expect(try rows(app) == ["Buy milk", "Buy bread", "Call Ada"])

    // The store behind the screen holds what it shows: each form saved its to-do.
    #expect(try saved().map(\.name) == ["Buy bread", "Buy milk", "Call Ada"])
    #expect(try saved().map(\.priority) == [Priority.normal, .high, .low])

    let searchBar: UISearchBar = try app.window.inspect().find(SearchBar.self).actualView()
      .uiView()
    searchBar.tap()
    searchBar.type("BUY")
    #expect(try rows(app) == ["Buy milk", "Buy bread"])

    // Completing a to-do changes it in the screen's context. The row saves the context when
    // the item's `objectWillChange` fires, which is before the change, as on iOS: this first
    // change is not saved yet.
    try app.window.inspect().find(ToDoListRow.self).find(ViewType.Toggle.self).tap()
    await app.window.settle()
    #expect(try rows(app) == ["Buy milk", "Buy bread"])
    #expect(PersistenceController.shared.container.viewContext.hasChanges)
    #expect(try saved().first { $0.name == "Buy milk" }?.isComplete == false)

    try app.window.inspect().find(ViewType.ForEach.self).callOnDelete(IndexSet(integer: 1))
    #expect(try rows(app) == ["Buy milk"])
    // The book saves the deletion on the main queue's next turn, and the completion with it.
    await app.window.settle()
    #expect(try saved().map(\.name) == ["Buy milk", "Call Ada"])
    #expect(try saved().first { $0.name == "Buy milk" }?.isComplete == true)
    for _ in 0..<3 { searchBar.deleteBackward() }
    #expect(try rows(app) == ["Buy milk", "Call Ada"])
  }

  @Test func anEmptyNameIsNotSaved() throws {
    defer { try? Self.emptyTheStores() }
    let app = try AppHost(ToDoListApp.self)
    try addTask("   ", priority: "High", in: app)
    #expect(try rows(app).isEmpty)
    #expect(try saved().isEmpty)
    #expect(throws: Never.self) { try app.window.inspect().find(NewToDoView.self) }
  }

  @Test func thePreviewStoreHoldsTenItemsInMemory() throws {
    defer { try? Self.emptyTheStores() }
    let context = PersistenceController.preview.container.viewContext
    let host = ViewHost { FilteredList("#1").environment(\.managedObjectContext, context) }
    #expect(
      try host.inspect().findAll(ToDoListRow.self).map { try $0.actualView().todoItem.name }
        == ["To do item #1"])
    #expect(
      PersistenceController.preview.container.persistentStoreDescriptions.first?.url?.path
        == "/dev/null")
  }
}
