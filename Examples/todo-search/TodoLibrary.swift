import ExampleSupport
import FieldworkSwiftData
import Foundation

/// A to-do as SwiftData keeps it: the model behind ``TodoItem``, the value the screen shows.
@Model final class Todo {
  /// The to-do's number, unique in its list: saving a to-do whose number is already there
  /// updates that one, as `@Attribute(.unique)` does in SwiftData.
  @Attribute(.unique) var number: Int
  var title: String
  var isDone: Bool
  var note: String

  init(number: Int, title: String, isDone: Bool, note: String) {
    self.number = number
    self.title = title
    self.isDone = isDone
    self.note = note
  }

  /// The value the screen shows.
  var item: TodoItem { TodoItem(id: number, title: title, isDone: isDone, note: note) }
}

/// Where the to-do screen keeps its list: every change is saved with the whole list.
@MainActor protocol TodoPersistence {
  /// Keeps `items` as the list (they are in the order of their numbers).
  func save(_ items: [TodoItem]) throws
}

extension TodoStore: TodoPersistence {}

/// The to-do list in a SwiftData store, as the to-do app of the tutorials keeps it:
/// `@Model final class Todo`, a `ModelContainer` over a store file (or in memory), and its
/// main context.
///
/// The store file is written as every SwiftData store of Fieldwork is: atomically, readable by
/// its owner only, and never over a file that does not open (the container reports it).
@MainActor final class TodoLibrary: TodoPersistence {
  /// The container.
  let container: ModelContainer
  private var context: ModelContext { container.mainContext }

  /// The library in the store file at `url`, created by the first save.
  init(url: URL) throws {
    container = try ModelContainer(
      for: Todo.self, configurations: ModelConfiguration(url: url))
  }

  /// A library kept in memory only.
  init() throws {
    container = try ModelContainer(
      for: Todo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  }

  /// The default store: `$XDG_DATA_HOME/fieldwork/todos.store`, or
  /// `~/.local/share/fieldwork/todos.store`.
  static var defaultPath: String {
    BaseDirectory.fieldwork("XDG_DATA_HOME", fallback: ".local/share") + "/todos.store"
  }

  /// The to-dos, in the order of their numbers.
  func load() throws -> [TodoItem] {
    try context.fetch(FetchDescriptor<Todo>(sortBy: [SortDescriptor(\.number)])).map(\.item)
  }

  /// Makes the store hold `items`: a to-do whose number is new is inserted, one whose fields
  /// changed is updated, one no longer in `items` is deleted; then the context saves.
  func save(_ items: [TodoItem]) throws {
    let kept = try context.fetch(FetchDescriptor<Todo>())
    let wanted = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    for todo in kept where wanted[todo.number] == nil { context.delete(todo) }
    var byNumber = Dictionary(kept.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
    for item in items {
      if let todo = byNumber[item.id] {
        if todo.title != item.title { todo.title = item.title }
        if todo.isDone != item.isDone { todo.isDone = item.isDone }
        if todo.note != item.note { todo.note = item.note }
      } else {
        let todo = Todo(number: item.id, title: item.title, isDone: item.isDone, note: item.note)
        context.insert(todo)
        byNumber[item.id] = todo
      }
    }
    if context.hasChanges { try context.save() }
  }
}
