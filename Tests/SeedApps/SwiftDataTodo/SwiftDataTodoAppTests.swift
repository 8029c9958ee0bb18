import FieldworkUIKit
import Testing

/// The SwiftData edition of the to-do app, launched whole and used as a person uses it: a
/// to-do added through its form, found through the UISearchBar wrapper, completed, and
/// deleted by swiping; the container holds what the screen shows.
@MainActor @Suite struct SwiftDataTodoAppTests {
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

  @Test func aToDoIsAddedSearchedCompletedAndDeleted() throws {
    let app = try AppHost(ToDoListApp.self)
    #expect(try rows(app).isEmpty)
    try addTask("Buy milk", priority: "High", in: app)
    try addTask("Call Ada", priority: "Low", in: app)
    try addTask("Buy bread", priority: "Normal", in: app)
    #expect(try rows(app) == ["Buy bread", "Buy milk", "Call Ada"])

    // The container behind the screen holds what it shows.
    let context = try app.window.inspect().find(FilteredList.self).environment(\.modelContext)
    let saved = try context.fetch(
      FetchDescriptor<ToDoItem>(sortBy: [SortDescriptor(\ToDoItem.name)]))
    #expect(saved.map(\.name) == ["Buy bread", "Buy milk", "Call Ada"])
    #expect(saved.map(\.priority) == [Priority.normal, .high, .low])

    let searchBar: UISearchBar = try app.window.inspect().find(SearchBar.self).actualView()
      .uiView()
    searchBar.tap()
    searchBar.type("buy")
    #expect(try rows(app) == ["Buy bread", "Buy milk"])

    try app.window.inspect().find(ToDoListRow.self).find(ViewType.Toggle.self).tap()
    #expect(saved[0].isComplete)

    try app.window.inspect().find(ViewType.ForEach.self).callOnDelete(IndexSet(integer: 1))
    #expect(try rows(app) == ["Buy bread"])
    for _ in 0..<3 { searchBar.deleteBackward() }
    #expect(try rows(app) == ["Buy bread", "Call Ada"])
    #expect(try context.fetchCount(FetchDescriptor<ToDoItem>()) == 2)
  }

  @Test func anEmptyNameIsNotSaved() throws {
    let app = try AppHost(ToDoListApp.self)
    try addTask("   ", priority: "High", in: app)
    #expect(try rows(app).isEmpty)
    // The form stays open, as on iOS.
    #expect(throws: Never.self) { try app.window.inspect().find(NewToDoView.self) }
  }
}
