import ExampleSupport
import Fieldwork

/// The scripted walkthrough (`--demo`): the search bar over a list that changes mid-search,
/// and a note written in the text area and found by the search.
@MainActor func runDemo() {
  let screen = TodoScreen(
    items: [
      TodoItem(id: 1, title: "Buy milk"), TodoItem(id: 2, title: "Walk the dog"),
      TodoItem(id: 3, title: "Write tests", isDone: true), TodoItem(id: 4, title: "Buy stamps"),
      TodoItem(id: 5, title: "Call mom"),
    ], store: nil)
  let bar = screen.searchWidget.bar
  func show(_ label: String) {
    let rows = screen.results.hits.map { ($0.isDone ? "[x] " : "[ ] ") + $0.title }
    print("\(label): \(rows.joined(separator: " | "))")
  }
  show("all")
  bar.tap()
  print("cancel button while editing: \(bar.showsCancelButton)")
  bar.type("buy")
  show("typed \"buy\"")
  screen.entryWidget.field.tap()
  screen.entryWidget.field.type("Buy flowers\n")
  show("added \"Buy flowers\"")
  screen.list.selection = 0
  screen.toggleSelected()
  show("completed \"Buy milk\"")
  bar.selectScope(1)
  show("scope Open")
  screen.list.selection = 0
  screen.deleteSelected()
  show("removed \"Buy stamps\"")
  bar.tap()
  bar.tapSearchButton()
  print(
    "after the search key: editing \(bar.isFirstResponder), cancel button \(bar.showsCancelButton)")
  bar.selectScope(0)
  bar.tapCancelButton()
  print("cancel button after cancel: \(bar.showsCancelButton), scope bar \(bar.isScopeBarVisible)")
  show("all again")
  screen.list.selection = 1
  screen.editNote()
  let note = screen.noteHost.view
  note.type("Around the park,\nnot the road")
  note.moveCaret(.up)
  note.moveCaret(.lineEnd)
  note.type(" twice")
  note.resignFirstResponder()
  print("note of \"Walk the dog\": \(screen.items[1].note.debugDescription)")
  bar.tap()
  bar.type("park")
  show("typed \"park\" (in a note)")
}
