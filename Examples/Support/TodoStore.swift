import Foundation

// The fuzz build (Scripts/fuzz.sh) compiles this file into one module with the libraries'
// sources, where there is nothing to import.
#if canImport(FieldworkTerminal)
  import Fieldwork
  import FieldworkTerminal
#endif

/// A to-do.
public struct TodoItem: Codable, Sendable, Equatable, Identifiable {
  /// A number unique in its list.
  public var id: Int
  /// What to do.
  public var title: String
  /// Whether it is done.
  public var isDone: Bool
  /// A note of any length, over several lines; empty when there is none.
  public var note: String

  /// A to-do with the given fields.
  public init(id: Int, title: String, isDone: Bool = false, note: String = "") {
    self.id = id
    self.title = title
    self.isDone = isDone
    self.note = note
  }

  private enum CodingKeys: String, CodingKey {
    case id, title, isDone, note
  }

  /// Decodes a to-do; files written before notes existed have none, and load as they are.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    title = try container.decode(String.self, forKey: .title)
    isDone = try container.decode(Bool.self, forKey: .isDone)
    note = try container.decodeIfPresent(String.self, forKey: .note) ?? ""
  }

  /// Encodes a to-do; an empty note is left out, so a list without notes is written exactly
  /// as before.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encode(isDone, forKey: .isDone)
    if !note.isEmpty { try container.encode(note, forKey: .note) }
  }
}

/// Why the to-do file could not be read or written.
public enum TodoStoreError: Error, Equatable, CustomStringConvertible {
  /// The file is not a to-do list (bad JSON, a wrong shape, invalid UTF-8). It is never
  /// overwritten: move it aside or fix it.
  case corrupt(path: String, reason: String)
  /// The file is over ``TodoStore/maximumFileSize``, or a save would make it so.
  case tooLarge(path: String, size: Int)
  /// A title is longer than ``TodoStore/maximumTitleLength`` characters.
  case titleTooLong(path: String, id: Int)
  /// A system call failed.
  case io(path: String, reason: String)

  /// What went wrong, naming the file.
  public var description: String {
    switch self {
    case .corrupt(let path, let reason):
      "\(path) is not a to-do list (\(reason)); it was left untouched"
    case .tooLarge(let path, let size):
      "\(path): \(size) bytes is over the limit of \(TodoStore.maximumFileSize) bytes"
    case .titleTooLong(let path, let id):
      "\(path): to-do \(id) has a title over \(TodoStore.maximumTitleLength) characters"
    case .io(let path, let reason): "\(path): \(reason)"
    }
  }
}

/// A to-do list kept as JSON in one file, written atomically.
///
/// The file is `{"version": 1, "items": [{"id": 1, "title": "…", "isDone": false}, …]}`;
/// a to-do with a note has `"note": "…"` too. Files from before notes load as they are, and
/// a list without notes is written exactly as before.
/// A missing file is an empty list. A file that is not such a list is reported as
/// ``TodoStoreError/corrupt(path:reason:)`` and never overwritten: ``save(_:)`` refuses to
/// replace a file that does not load.
///
/// Writes are atomic and private: the list goes to a new temporary file created exclusively
/// in the same folder (`O_CREAT | O_EXCL | O_NOFOLLOW`, so a planted file or symlink is never
/// followed), readable by its owner only (0600) or with the existing file's permissions, is
/// flushed to disk (`fsync`; `F_FULLFSYNC` on Darwin, whose `fsync` stops at the drive's
/// cache), and replaces the file with `rename`, after which the folder is synced. A crash at
/// any point leaves either the old list or the new one. When the path is a symbolic link,
/// the file it leads to is replaced the same way, next to itself, keeping its permissions;
/// the link stays a link, and a link to a missing file is refused.
///
/// Limits: files over ``maximumFileSize`` and titles over ``maximumTitleLength`` characters
/// are refused with an error naming the file, and a save that would write a file over
/// ``maximumFileSize`` (a pasted log in a note, say) is refused before anything is written.
public struct TodoStore: Sendable {
  /// The largest file read: 16 MiB.
  public static let maximumFileSize = 16 << 20
  /// The longest title: 4,096 characters.
  public static let maximumTitleLength = 4096

  /// The file's path.
  public let path: String
  /// Makes the name of the next temporary file (random by default); tests fix it to plant a
  /// file or symlink in its way.
  package var temporaryName: @Sendable (String) -> String = { name in
    ".\(name).\(UInt32.random(in: 0...UInt32.max)).tmp"
  }

  /// A store for the file at `path`.
  public init(path: String) {
    self.path = path
  }

  /// The default file: `$XDG_DATA_HOME/fieldwork/todos.json`, or
  /// `~/.local/share/fieldwork/todos.json`.
  public static var defaultPath: String {
    BaseDirectory.fieldwork("XDG_DATA_HOME", fallback: ".local/share") + "/todos.json"
  }

  private struct File: Codable {
    var version: Int
    var items: [TodoItem]
  }

  /// The list in the file; empty when the file does not exist.
  public func load() throws(TodoStoreError) -> [TodoItem] {
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(path: path, limit: Self.maximumFileSize)
    } catch .missing {
      return []
    } catch .tooLarge(let size) {
      throw .tooLarge(path: path, size: size)
    } catch {
      throw .io(path: path, reason: error.description)
    }
    return try Self.decode(bytes, path: path)
  }

  /// Decodes a to-do file's bytes.
  public static func decode(_ bytes: [UInt8], path: String) throws(TodoStoreError) -> [TodoItem] {
    guard Unicode.UTF8.isWellFormed(bytes) else {
      throw .corrupt(path: path, reason: "invalid UTF-8")
    }
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: Data(bytes))
    } catch {
      throw .corrupt(path: path, reason: "not the expected JSON")
    }
    guard file.version == 1 else {
      throw .corrupt(path: path, reason: "unknown version \(file.version)")
    }
    if let long = file.items.first(where: { $0.title.count > maximumTitleLength }) {
      throw .titleTooLong(path: path, id: long.id)
    }
    return file.items
  }

  /// Replaces the file with `items`, atomically (see above).
  ///
  /// - Throws: ``TodoStoreError/corrupt(path:reason:)`` when the file exists and does not
  ///   load (it is left as it is), or ``TodoStoreError/io(path:reason:)``.
  public func save(_ items: [TodoItem]) throws(TodoStoreError) {
    try save(items, beforeRename: {})
  }

  /// ``save(_:)`` with a hook that runs after the temporary file is written and synced and
  /// before it replaces the file: tests throw from it to stand for a crash at that point.
  package func save(
    _ items: [TodoItem], beforeRename: () throws -> Void
  ) throws(TodoStoreError) {
    _ = try load()  // never replace a file that does not load
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data: Data
    do {
      data = try encoder.encode(File(version: 1, items: items))
    } catch {
      throw .io(path: path, reason: "could not encode the list")
    }
    // A file the next load would refuse is never written.
    guard data.count <= Self.maximumFileSize else {
      throw .tooLarge(path: path, size: data.count)
    }
    // Through a symbolic link (a dotfile kept in a synced folder, say), the file written is
    // the link's target, replaced next to it: the link stays a link, and the target keeps its
    // permissions (the link's own mode, 0777, is never used).
    do {
      try AtomicFile.write(
        Array(data), to: path, keepingPermissions: true, temporaryName: temporaryName,
        beforeRename: beforeRename)
    } catch {
      switch error {
      case .tooLarge(let path, let size): throw .tooLarge(path: path, size: size)
      case .io(let path, let reason): throw .io(path: path, reason: reason)
      }
    }
  }
}
