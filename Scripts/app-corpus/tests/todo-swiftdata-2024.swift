// The main flow of drawrs/SwiftUI-TodoApp-SwiftData-MVVM (2024), a SwiftData to-do app with
// an `@Observable` view model over its own `ModelContext`, walked headlessly: a task added on
// the pushed form (its pickers set), found and missed by the search field (a `#Predicate`
// fetch), and deleted from the list, its store on disk. Run by Scripts/app-corpus-check.sh
// against the app's own sources; none of them is copied here.
import FieldworkUIKit
import Testing

@testable import todo_swiftdata_2024

@MainActor @Suite struct TodoSwiftData2024Walk {
  @Test func aTaskIsAddedSearchedAndDeleted() throws {
    let app = try AppHost(SwiftUI_TodoApp_SwiftData_MVVMApp.self)
    let screen = app.window
    let empty = "Oops, looks like there's no data..."
    #expect(try screen.inspect().find(text: empty).string() == empty)

    // The plus in the toolbar pushes the form.
    try screen.inspect().find(ViewType.NavigationLink.self) {
      (try? $0.labelView().image().actualImage().systemName) == "plus"
    }.activate()
    let form = try screen.inspect().find(AddTaskView.self)
    #expect(try form.navigationTitle() == "Add new task")
    try form.find(ViewType.TextField.self).setInput("Write the report")
    try form.findAll(ViewType.Picker.self)[0].select(value: Priority.high)
    try form.findAll(ViewType.Picker.self)[1].select(value: Status.done)
    try screen.inspect().find(AddTaskView.self).find(button: "Save").tap()
    // Popped: VoiceOver reads the list again, under its title.
    #expect(screen.spokenScreen.hasPrefix("Todo List. Heading."))
    #expect(try screen.inspect().find(text: "Write the report").string() == "Write the report")
    #expect(try screen.inspect().find(text: "⭐️⭐️⭐️").string() == "⭐️⭐️⭐️")
    #expect(try screen.inspect().find(text: "DONE").string() == "DONE")

    // The search field fetches with a predicate.
    try screen.inspect().find(ViewType.SearchBar.self).setInput("report")
    #expect(try screen.inspect().find(text: "Write the report").string() == "Write the report")
    try screen.inspect().find(ViewType.SearchBar.self).setInput("invoice")
    #expect(try screen.inspect().find(text: empty).string() == empty)
    try screen.inspect().find(ViewType.SearchBar.self).setInput("")

    // Deleted from the list: the view model deletes it from its context and fetches nothing
    // again, so the row stays until the next fetch (as on a device); a search fetches anew.
    try screen.inspect().find(ViewType.ForEach.self).callOnDelete(IndexSet(integer: 0))
    let model = try screen.inspect().find(ListView.self).actualView().viewModel
    #expect(try model.modelContext?.fetchCount(FetchDescriptor<Task>()) == 0)
    #expect(try screen.inspect().find(text: "Write the report").string() == "Write the report")
    try screen.inspect().find(ViewType.SearchBar.self).setInput("x")
    try screen.inspect().find(ViewType.SearchBar.self).setInput("")
    #expect(try screen.inspect().find(text: empty).string() == empty)
  }
}
