// The main flow of zamaniafshar/todo-app-swift-ui (2025), a SwiftData to-do app whose
// `@Observable` view model comes through the environment, walked headlessly: a to-do added
// in the sheet, ticked, edited in the item sheet, found by the search field, the theme
// switched through `@AppStorage`, and the to-do deleted by its swipe action. Run by
// Scripts/app-corpus-check.sh against the app's own sources; none of them is copied here.
import FieldworkUIKit
import Testing

@testable import todo_swiftdata_mvvm

@MainActor @Suite struct TodoSwiftDataMVVMWalk {
  @Test func aToDoIsAddedTickedEditedSearchedAndDeleted() throws {
    let app = try AppHost(swift_ui_practiceApp.self)
    let screen = app.window
    #expect(try screen.inspect().findAll(TodoItemView.self).isEmpty)

    // The round plus button opens the sheet; "Add Todo" is disabled until there is a title.
    try screen.inspect().find(ViewType.Button.self) {
      (try? $0.labelView().image().actualImage().systemName) == "plus"
    }.tap()
    let sheet = try screen.inspect().find(AddEditTodoView.self)
    #expect(try sheet.find(text: "New Todo").string() == "New Todo")
    #expect(try sheet.find(button: "Add Todo").isDisabled())
    try sheet.findAll(ViewType.TextField.self)[0].setInput("Buy milk")
    try sheet.findAll(ViewType.TextField.self)[1].setInput("Two litres")
    try screen.inspect().find(AddEditTodoView.self).find(button: "Add Todo").tap()
    #expect(throws: InspectionError.self) { try screen.inspect().find(AddEditTodoView.self) }
    #expect(try screen.inspect().findAll(TodoItemView.self).count == 1)

    // A tap on the row ticks it off.
    let row = try screen.inspect().find(TodoItemView.self)
    try row.find(ViewType.HStack.self).callOnTapGesture()
    #expect(try screen.inspect().find(TodoItemView.self).actualView().item.isCompleted)

    // Its pencil opens the item sheet, filled in; the change is saved.
    try screen.inspect().find(ViewType.Button.self) {
      (try? $0.labelView().image().actualImage().systemName) == "pencil.circle.fill"
    }.tap()
    let editor = try screen.inspect().find(AddEditTodoView.self)
    #expect(try editor.find(text: "Edit Todo").string() == "Edit Todo")
    let title = try editor.findAll(ViewType.TextField.self)[0]
    #expect(try title.input() == "Buy milk")
    try title.setInput("Buy oat milk")
    try screen.inspect().find(AddEditTodoView.self).find(button: "Save Changes").tap()
    #expect(try screen.inspect().find(text: "Buy oat milk").string() == "Buy oat milk")

    // The search field filters by title and description.
    try screen.inspect().find(ViewType.SearchBar.self).setInput("litres")
    #expect(try screen.inspect().findAll(TodoItemView.self).count == 1)
    try screen.inspect().find(ViewType.SearchBar.self).setInput("bread")
    #expect(try screen.inspect().findAll(TodoItemView.self).isEmpty)
    try screen.inspect().find(ViewType.SearchBar.self).setInput("")

    // The theme button flips the stored theme and the screen's scheme.
    try screen.inspect().find(ViewType.Button.self) {
      (try? $0.labelView().image().actualImage().systemName) == "sun.max.circle.fill"
    }.tap()
    #expect(try screen.inspect().find(TodoListView.self).actualView().theme == .dark)
    #expect(try screen.inspect().find(TodoItemView.self).preferredColorScheme() == .dark)

    // The swipe action deletes it.
    try screen.inspect().find(ViewType.Button.self) {
      (try? $0.labelView().image().actualImage().systemName) == "trash"
    }.tap()
    #expect(try screen.inspect().findAll(TodoItemView.self).isEmpty)
  }
}
