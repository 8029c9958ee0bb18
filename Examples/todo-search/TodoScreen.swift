import ExampleSupport
import Fieldwork
import FieldworkTerminal

/// Which scope the search bar shows.
enum TodoScope: Int, CaseIterable, Hashable {
  case all, open, done
  var title: String { ["All", "Open", "Done"][rawValue] }
}

/// What has the keyboard: the search bar, the list, or the field for a new (or edited) to-do.
enum TodoFocus: Hashable {
  case search, list, entry
}

/// The to-do screen: a search bar with scopes and cancel over a live list, a field to add or
/// edit a to-do, and every change saved to the store.
@MainActor final class TodoScreen: TerminalScreen {
  @State var focus: TodoFocus? = .entry
  @State var entry = ""
  /// The scope bar's selection; the search bar selects All again when the search ends.
  @State var scope = TodoScope.all
  let results: SearchResults<TodoItem>
  let store: TodoStore?
  private(set) var status = ""
  /// The to-do being edited by the entry field, if any (otherwise the field adds).
  @State private(set) var editing: Int?
  private var nextID: Int
  private(set) var searchHost: RepresentableHost<SearchBar>!
  private(set) var entryHost: RepresentableHost<TextField>!
  private(set) var searchWidget: SearchBarWidget!
  private(set) var entryWidget: TextFieldWidget!
  let list = ListWidget()

  init(items: [TodoItem], store: TodoStore?) {
    self.store = store
    nextID = (items.map(\.id).max() ?? 0) + 1
    results = SearchResults(SearchIndex(items, by: \.title), scope: _scope.projectedValue) {
      item, scope in
      switch scope {
      case .all: true
      case .open: !item.isDone
      case .done: item.isDone
      }
    }
    let results = results
    searchHost = RepresentableHost { [unowned self] in
      SearchBar("Search to-dos", text: results.queryBinding)
        .searchScopes($scope, scopes: TodoScope.allCases) { $0.title }
        .focused($focus, equals: .search)
        .onSearch { [unowned self] in focus = .list }
    }
    entryHost = RepresentableHost { [unowned self] in
      var field = TextField(editing == nil ? "New to-do" : "Edit to-do", text: $entry)
        .maxLength(TodoStore.maximumTitleLength)
        .focused($focus, equals: .entry)
      // Return adds the to-do and keeps the keyboard for the next one (the component
      // resigns when `shouldReturn` says yes).
      field.shouldReturn = { [unowned self] in
        commitEntry()
        return false
      }
      return field
    }
    searchWidget = SearchBarWidget(searchHost.view)
    entryWidget = TextFieldWidget(entryHost.view)
  }

  // MARK: Changes

  var items: [TodoItem] { Array(results.index.elements) }

  func commitEntry() {
    let title = entry.trimmingCharacters(in: " ")
    guard !title.isEmpty else { return }
    if let id = editing, let position = items.firstIndex(where: { $0.id == id }) {
      var item = items[position]
      item.title = title
      results.index.update(item, at: position)
      editing = nil
    } else {
      results.index.append(TodoItem(id: nextID, title: title))
      nextID += 1
    }
    entry = ""
    results.refresh()
    save()
  }

  func toggleSelected() {
    guard let (position, item) = selectedItem() else { return }
    var changed = item
    changed.isDone.toggle()
    results.index.update(changed, at: position)
    results.refresh()
    save()
  }

  func deleteSelected() {
    guard let (position, _) = selectedItem() else { return }
    results.index.remove(at: position)
    results.refresh()
    save()
  }

  func editSelected() {
    guard let (_, item) = selectedItem() else { return }
    editing = item.id
    entry = item.title
    focus = .entry
  }

  private func selectedItem() -> (Int, TodoItem)? {
    guard let row = list.selection, row < results.count else { return nil }
    let item = results.hits[row]
    guard let position = items.firstIndex(where: { $0.id == item.id }) else { return nil }
    return (position, item)
  }

  private func save() {
    guard let store else { return }
    do {
      try store.save(items)
      status = "saved"
    } catch {
      status = "not saved: \(error)"
    }
  }

  // MARK: Drawing and keys

  func draw(into canvas: inout Canvas) {
    searchWidget.draw(into: &canvas, row: 0, column: 0, width: canvas.columns)
    var row = searchWidget.height
    let label = editing == nil ? "Add ▸ " : "Edit ▸ "
    let labelWidth = canvas.put(label, row: row, column: 0, style: .bold)
    entryWidget.draw(
      into: &canvas, row: row, column: labelWidth, width: canvas.columns - labelWidth)
    row += 1
    let open = items.filter { !$0.isDone }.count
    canvas.put(
      "\(results.count) shown · \(open) open of \(items.count)", row: row, column: 0, style: .dim)
    row += 1
    let height = max(canvas.rows - row - 1, 0)
    if focus == .list, list.selection == nil, results.count > 0 { list.selection = 0 }
    if focus != .list { list.selection = nil }
    let hits = results.hits
    list.draw(
      into: &canvas, top: row, column: 0, width: canvas.columns, height: height, count: hits.count
    ) {
      let item = hits[$0]
      return ListRow((item.isDone ? "[x] " : "[ ] ") + item.title, style: item.isDone ? .dim : [])
    }
    let help =
      focus == .list
      ? "Space done · e edit · Del delete · Tab next · Ctrl-C quit"
      : "Tab next field · Enter \(focus == .search ? "search" : "save") · Esc cancel · Ctrl-C quit"
    StatusLine(help, right: status).draw(into: &canvas, row: canvas.rows - 1)
  }

  func handle(_ event: KeyEvent) -> KeyResult {
    status = ""
    if event.key == .tab {
      let order: [TodoFocus] = [.search, .list, .entry]
      let current = order.firstIndex(of: focus ?? .list) ?? 0
      let step = event.modifiers.contains(.shift) ? order.count - 1 : 1
      focus = order[(current + step) % order.count]
      return .handled
    }
    switch focus {
    case .list:
      if list.handle(event, count: results.count) { return .handled }
      switch event.key {
      case .character(" "), .enter: toggleSelected()
      case .character("e"): editSelected()
      case .delete, .backspace: deleteSelected()
      case .character("/"): focus = .search
      case .escape where searchWidget.bar.showsCancelButton: searchWidget.bar.tapCancelButton()
      default: return .ignored
      }
      return .handled
    case .search:
      if event.key == .down {
        focus = .list
        return .handled
      }
      return searchWidget.handle(event) ? .handled : .ignored
    case .entry, nil:
      if focus == nil { focus = .entry }
      if event.key == .escape {
        editing = nil
        entry = ""
        return .handled
      }
      return entryWidget.handle(event) ? .handled : .ignored
    }
  }
}

extension String {
  func trimmingCharacters(in set: Character) -> String {
    var text = Substring(self)
    while text.first == set { text.removeFirst() }
    while text.last == set { text.removeLast() }
    return String(text)
  }
}
