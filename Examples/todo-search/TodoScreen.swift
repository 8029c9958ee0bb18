import ExampleSupport
import Fieldwork
import FieldworkTerminal

/// Which scope the search bar shows.
enum TodoScope: Int, CaseIterable, Hashable {
  case all, open, done
  var title: String { ["All", "Open", "Done"][rawValue] }
}

/// What has the keyboard: the search bar, the list, the field for a new (or edited) to-do,
/// or the selected to-do's note.
enum TodoFocus: Hashable {
  case search, list, entry, note
}

/// The to-do screen: a search bar with scopes and cancel over a live list (searching titles
/// and notes), a field to add or edit a to-do, the selected to-do's note in a text area, and
/// every change saved to the store (a note when its editing ends).
@MainActor final class TodoScreen: TerminalScreen {
  @State var focus: TodoFocus? = .entry
  @State var entry = ""
  /// The scope bar's selection; the search bar selects All again when the search ends.
  @State var scope = TodoScope.all
  let results: SearchResults<TodoItem>
  let store: (any TodoPersistence)?
  private(set) var status = ""
  /// The to-do being edited by the entry field, if any (otherwise the field adds).
  @State private(set) var editing: Int?
  /// The note shown: the selected to-do's, edited in the text area.
  @State var note = ""
  /// The to-do whose note ``note`` holds, if any; the text area is read-only without one.
  @State private(set) var noteOwner: Int?
  private var nextID: Int
  private(set) var searchHost: RepresentableHost<SearchBar>!
  private(set) var entryHost: RepresentableHost<TextField>!
  private(set) var searchWidget: SearchBarWidget!
  private(set) var entryWidget: TextFieldWidget!
  private(set) var noteHost: RepresentableHost<TextEditor>!
  private(set) var noteWidget: TextAreaWidget!
  let list = ListWidget()

  /// What a key does in the list.
  enum ListCommand: Hashable, Sendable {
    case toggle, edit, note, delete, search
  }
  /// The list's keys: rebind them here; the status line's help is made from them.
  var listKeys = KeyMap<ListCommand>(ordered: [
    (KeyEvent(.character(" ")), .toggle), (KeyEvent(.enter), .toggle),
    (KeyEvent(.character("e")), .edit), (KeyEvent(.character("n")), .note),
    (KeyEvent(.delete), .delete), (KeyEvent(.backspace), .delete),
    (KeyEvent(.character("/")), .search),
  ])

  /// What a key does wherever the focus is, before the focused widget sees it.
  enum ScreenCommand: Hashable, Sendable {
    case nextPart, previousPart, leave
  }
  /// The screen's keys: rebind them here; the status line's help is made from them.
  var screenKeys = KeyMap<ScreenCommand>(ordered: [
    (KeyEvent(.tab), .nextPart), (KeyEvent(.tab, modifiers: .shift), .previousPart),
    (KeyEvent(.escape), .leave),
  ])

  /// The searches remembered between runs (Ctrl-P, Ctrl-N, Ctrl-R in the search bar).
  let searches: SearchHistoryFile

  /// - Parameter clock: What times the pause after which the number of results is announced
  ///   (a manual clock in tests).
  init(
    items: [TodoItem], store: (any TodoPersistence)?,
    searches: SearchHistoryFile = SearchHistoryFile(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.store = store
    self.searches = searches
    nextID = (items.map(\.id).max() ?? 0) + 1
    results = SearchResults(
      SearchIndex(items, by: [\.title, \.note]), scope: _scope.projectedValue
    ) {
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
        .announcesResultCount(clock: clock) { results.count }
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
    noteHost = RepresentableHost { [unowned self] in
      TextEditor(text: $note)
        .accessibilityLabel("Note")
        .focused($focus, equals: .note)
        .disabled(noteOwner == nil)
        .onEndEditing { [unowned self] in commitNote() }
    }
    searchWidget = SearchBarWidget(searchHost.view)
    searchWidget.field.history = searches.history
    entryWidget = TextFieldWidget(entryHost.view)
    noteWidget = TextAreaWidget(noteHost.view, placeholder: "No note")
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

  /// Edits the selected to-do's note in the text area.
  func editNote() {
    guard let (_, item) = selectedItem() else { return }
    showNote(of: item)
    focus = .note
  }

  /// Keeps the note the person wrote into the to-do it belongs to, and saves.
  func commitNote() {
    guard let id = noteOwner, let position = items.firstIndex(where: { $0.id == id }) else {
      return
    }
    var item = items[position]
    guard !item.note.utf8.elementsEqual(note.utf8) else { return }
    item.note = note
    results.index.update(item, at: position)
    results.refresh()
    save()
  }

  /// Shows the note of `item` (nothing for `nil`), unless it shows already.
  private func showNote(of item: TodoItem?) {
    guard focus != .note, noteOwner != item?.id else { return }
    noteOwner = item?.id
    note = item?.note ?? ""
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
    let available = max(canvas.rows - row - 1, 0)
    // The note pane: a third of what is left, between 2 and 8 rows, below a title row.
    let noteHeight = available >= 6 ? min(max(available / 3, 2), 8) : 0
    let height = noteHeight > 0 ? available - noteHeight - 1 : available
    if focus == .list, list.selection == nil, results.count > 0 { list.selection = 0 }
    if focus != .list, focus != .note { list.selection = nil }
    let hits = results.hits
    list.draw(
      into: &canvas, top: row, column: 0, width: canvas.columns, height: height, count: hits.count
    ) {
      let item = hits[$0]
      let mark = item.note.isEmpty ? "" : " ✎"
      return ListRow(
        (item.isDone ? "[x] " : "[ ] ") + item.title + mark, style: item.isDone ? .dim : [])
    }
    if noteHeight > 0 {
      let owner = items.first { $0.id == noteOwner }
      let title = owner.map { "Note · \($0.title)" } ?? "Note"
      canvas.put(title, row: row + height, column: 0, style: .bold, width: canvas.columns)
      noteWidget.draw(
        into: &canvas, row: row + height + 1, column: 0, width: canvas.columns,
        height: noteHeight)
    }
    // Made from the key maps: they name the keys that work. (Enter is the field's return
    // key or the note's line break; Ctrl-C is the session's.)
    let next = screenKeys.keys(for: .nextPart).first?.name
    let leave = screenKeys.keys(for: .leave).first?.name
    let parts: [String?]
    switch focus {
    case .list:
      parts = [
        listKeys.help(
          [(.toggle, "done"), (.edit, "edit"), (.note, "note"), (.delete, "delete")],
          keysPerAction: 1),
        next.map { "\($0) next" },
      ]
    case .note:
      let done = [leave, next].compactMap { $0 }.joined(separator: " or ")
      let editor =
        noteWidget.externalEditor == nil
        ? "" : noteWidget.keyMap.help([(.editInEditor, "editor")], keysPerAction: 1)
      parts = [
        "Enter new line", done.isEmpty ? nil : "\(done) done (saves)",
        editor.isEmpty ? nil : editor,
      ]
    default:
      parts = [
        next.map { "\($0) next field" }, "Enter \(focus == .search ? "search" : "save")",
        leave.map { "\($0) cancel, to the list" },
      ]
    }
    let help = (parts.compactMap { $0 } + ["Ctrl-C quit"]).joined(separator: " · ")
    StatusLine(help, right: status).draw(into: &canvas, row: canvas.rows - 1)
  }

  func handle(_ event: KeyEvent) -> KeyResult {
    status = ""
    defer { if focus == .list { showNote(of: selectedItem()?.1) } }
    let command = screenKeys[event]
    if focus == .note, command == .nextPart || command == .leave {
      focus = .list  // ends the note's editing, which saves it
      return .handled
    }
    if command == .nextPart || command == .previousPart {
      let order: [TodoFocus] = [.search, .list, .entry]
      let current = order.firstIndex(of: focus ?? .list) ?? 0
      let step = command == .previousPart ? order.count - 1 : 1
      focus = order[(current + step) % order.count]
      return .handled
    }
    switch focus {
    case .list:
      if list.handle(event, count: results.count) { return .handled }
      switch listKeys[event] {
      case .toggle: toggleSelected()
      case .edit: editSelected()
      case .note: editNote()
      case .delete: deleteSelected()
      case .search: focus = .search
      case nil:
        guard command == .leave, searchWidget.bar.showsCancelButton else { return .ignored }
        searchWidget.bar.tapCancelButton()
      }
      return .handled
    case .note:
      let used = noteWidget.handle(event)
      if let failure = noteWidget.lastEditorFailure {
        status = "\(failure)"
      }
      return used ? .handled : .ignored
    case .search:
      if event.key == .down {
        focus = .list
        return .handled
      }
      // Escape cancels the search (the bar's cancel button) and leaves for the list, so the
      // list's keys (n, e, Space) work next; during a Ctrl-R search it ends that search only.
      if command == .leave, searchWidget.field.historySearch == nil {
        searchWidget.handle(event)
        enterList()
        return .handled
      }
      if event.key == .enter, searchWidget.field.historySearch == nil {
        searches.record(results.query)  // the search button: a search worth remembering
        if let failure = searches.lastFailure { status = failure }
      }
      return searchWidget.handle(event) ? .handled : .ignored
    case .entry, nil:
      if focus == nil { focus = .entry }
      if command == .leave {
        // The draft goes, and so does the focus: to the list, as the help line says.
        editing = nil
        entry = ""
        enterList()
        return .handled
      }
      return entryWidget.handle(event) ? .handled : .ignored
    }
  }
}

extension TodoScreen {
  /// Moves the focus to the list, selecting its first row when none is selected.
  func enterList() {
    focus = .list
    if list.selection == nil, results.count > 0 { list.selection = 0 }
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
