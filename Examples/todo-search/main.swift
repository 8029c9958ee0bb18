// todo-search: a to-do list with a search bar, scopes and cancel, kept with SwiftData.
//
//   swift run todo-search                     # the list in ~/.local/share/fieldwork/todos.store
//   swift run todo-search --file todos.store  # another SwiftData store
//   swift run todo-search --file todos.json   # a list kept as JSON
//   swift run todo-search --demo              # the scripted walkthrough, nothing saved
import ExampleSupport
import Fieldwork
import FieldworkSwiftData
import FieldworkTerminal
import Foundation

let usage = """
  usage: todo-search [--file PATH] [--history PATH] [--demo] [--help]

  A to-do list in the terminal. Tab and Shift-Tab move between the search bar, the list and
  the entry field. In the entry field, Enter adds the to-do (or saves the one being edited;
  Esc abandons the edit). In the list: Up/Down move, Space or Enter marks done or open, e
  edits, n edits the to-do's note, Delete removes, / searches. In the note: type, paste and
  move as in any text area (Enter is a new line); Esc or Tab ends it and saves. In the search
  bar: type to filter titles and notes, Ctrl-T or Alt-1/2/3 pick the All/Open/Done scope,
  Enter submits, Esc cancels; submitted searches are remembered (Ctrl-P and Ctrl-N recall
  them, Ctrl-R searches them). Ctrl-C quits.

  The list is kept with SwiftData (a `@Model` class in a `ModelContainer`), in PATH or
  \(TodoLibrary.defaultPath); the first run imports the list an earlier version kept in
  \(TodoStore.defaultPath), and leaves that file as it is. Every change is saved at once,
  atomically (a crash never loses the list), readable by you only. A file that is not a
  to-do store is reported and never overwritten.

    --file PATH     the to-do store; a PATH ending in .json is a list kept as JSON (up to
                    16 MiB), as earlier versions kept it
    --history PATH  where searches are remembered (default
                    \(SearchHistoryFile.defaultPath(program: "todo-search")))
    --demo          the scripted walkthrough of the search bar over a changing list
    --help          this text

  """

/// The list at `path` (a SwiftData store, or JSON when the name ends in `.json`), or in the
/// default store, which the first run fills from the JSON file an earlier version kept there
/// (`earlierList`, left as it is).
@MainActor func openList(
  at path: String?, defaultStore: String = TodoLibrary.defaultPath,
  earlierList: String = TodoStore.defaultPath
) throws -> (any TodoPersistence, [TodoItem]) {
  if let path, path.hasSuffix(".json") {
    let store = TodoStore(path: path)
    return (store, try store.load())
  }
  let storePath = path ?? defaultStore
  let isNew = !FileManager.default.fileExists(atPath: storePath)
  let library = try TodoLibrary(url: URL(fileURLWithPath: storePath))
  if path == nil, isNew {
    let earlier = try TodoStore(path: earlierList).load()
    if !earlier.isEmpty { try library.save(earlier) }
  }
  return (library, try library.load())
}

@MainActor func main() -> Int32 {
  let options: CommandLineOptions
  switch CommandLineOptions.read(
    program: "todo-search", usage: usage, options: ["file", "history"], switches: ["demo"],
    report: warn)
  {
  case .run(let parsed): options = parsed
  case .exit(let status): return status
  }
  if options.switches.contains("demo") {
    runDemo()
    return 0
  }
  let store: any TodoPersistence
  let items: [TodoItem]
  do {
    (store, items) = try openList(at: options.values["file"])
  } catch {
    warn("todo-search: \(error)")
    return 1
  }
  let terminal = Terminal()
  guard terminal.isTTY else {
    // Without a terminal: print the list.
    for item in items { print(VisibleText.escaping((item.isDone ? "[x] " : "[ ] ") + item.title)) }
    return 0
  }
  let screen = TodoScreen(
    items: items, store: store,
    searches: SearchHistoryFile(
      program: "todo-search", path: options.values["history"], report: warn))
  // Ctrl-X Ctrl-E in the note opens it in $VISUAL or $EDITOR, as bash does a command line.
  screen.noteWidget.externalEditor = ExternalEditor(terminal: terminal)
  do {
    try TerminalSession(terminal: terminal).run(screen)
  } catch {
    warn("todo-search: \(error)")
    return 1
  }
  // A note still being edited when Ctrl-C ended the session is kept.
  screen.commitNote()
  if screen.status.hasPrefix("not saved") {
    warn("todo-search: \(screen.status)")
    return 1
  }
  return 0
}

exit(main())
