// todo-search: the to-do tutorial's search bar over a list that changes while it is searched.
//
// A SearchBar with a scope bar (All / Open / Done) and a cancel button filters a to-do list
// held in a live SearchIndex; items are added, completed and removed mid-search, and the list
// a front end would draw follows every change. The search key dismisses the keyboard but the
// search stays active: scopes and the cancel button keep working until it is cancelled.
import Fieldwork

struct Todo: Sendable, Identifiable, Equatable {
  var id: Int
  var title: String
  var isDone = false
}

final class TodoListView {
  var rows: [String] = []
}

struct TodoList: Representable {
  var todos: [Todo]
  func makeView(context: Context) -> TodoListView { TodoListView() }
  func updateView(_ view: TodoListView, context: Context) {
    view.rows = todos.map { ($0.isDone ? "[x] " : "[ ] ") + $0.title }
  }
}

@MainActor final class TodoScreen {
  @State var query = ""
  @State var scope = 0
  @State var index = SearchIndex(
    [
      Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Walk the dog"),
      Todo(id: 3, title: "Write tests", isDone: true), Todo(id: 4, title: "Buy stamps"),
      Todo(id: 5, title: "Call mom"),
    ], by: \.title)
  private(set) var bar: RepresentableHost<SearchBar>!
  private(set) var list: RepresentableHost<TodoList>!

  init() {
    bar = RepresentableHost { [unowned self] in
      SearchBar("Search to-dos", text: $query)
        .scopes(["All", "Open", "Done"], selection: $scope)
        .onCancel { print("  (search dismissed)") }
    }
    list = RepresentableHost { [unowned self] in
      let hits = index.search(query)
      let scoped: [Todo]
      switch scope {
      case 1: scoped = hits.filter { !$0.isDone }
      case 2: scoped = hits.filter(\.isDone)
      default: scoped = hits
      }
      return TodoList(todos: scoped)
    }
  }

  func show(_ label: String) {
    print("\(label): \(list.view.rows.joined(separator: " | "))")
  }
}

@MainActor func run() {
  let screen = TodoScreen()
  let bar = screen.bar.view
  screen.show("all")
  bar.tap()
  print("cancel button while editing: \(bar.showsCancelButton)")
  bar.type("buy")
  screen.show("typed \"buy\"")
  screen.index.append(Todo(id: 6, title: "Buy flowers"))
  screen.show("added \"Buy flowers\"")
  screen.index.update(Todo(id: 1, title: "Buy milk", isDone: true), at: 0)
  screen.show("completed \"Buy milk\"")
  bar.selectScope(1)
  screen.show("scope Open")
  screen.index.remove(id: 4)
  screen.show("removed \"Buy stamps\"")
  bar.tapSearchButton()
  print(
    "after the search key: editing \(bar.isFirstResponder), cancel button \(bar.showsCancelButton)")
  bar.selectScope(0)
  bar.tapCancelButton()
  print("cancel button after cancel: \(bar.showsCancelButton), scope bar \(bar.isScopeBarVisible)")
  screen.show("all again")
}

run()
