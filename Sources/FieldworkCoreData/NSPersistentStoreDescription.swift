import Foundation

/// A store kept in memory, never in a file.
public let NSInMemoryStoreType = "InMemory"
/// Core Data's SQLite store; here a JSON file at the description's URL.
public let NSSQLiteStoreType = "SQLite"
/// Core Data's binary store; here a JSON file at the description's URL.
public let NSBinaryStoreType = "Binary"

/// How a container's store is kept, as Core Data's `NSPersistentStoreDescription`: its type
/// and its file's URL.
///
/// A description whose URL is `/dev/null` (the idiom of Xcode's template for previews and
/// tests), or whose type is ``NSInMemoryStoreType``, keeps its store in memory. Any other
/// file URL keeps it in a JSON file there, written atomically and readable by its owner only.
public final class NSPersistentStoreDescription: CustomStringConvertible {
  /// The store's file.
  public var url: URL?
  /// The store's type: ``NSSQLiteStoreType`` by default.
  public var type = NSSQLiteStoreType
  /// The model configuration the store holds: accepted.
  public var configuration: String?
  /// Whether ``NSPersistentContainer/loadPersistentStores(completionHandler:)`` returns before
  /// the store is loaded: accepted; stores here load at once.
  public var shouldAddStoreAsynchronously = false
  /// Accepted: stores here need no migration.
  public var shouldMigrateStoreAutomatically = true
  /// Accepted: stores here need no mapping model.
  public var shouldInferMappingModelAutomatically = true
  /// Whether the store is read only: accepted.
  public var isReadOnly = false
  /// Options set with ``setOption(_:forKey:)``: kept, and otherwise unused.
  public private(set) var options: [String: NSObject] = [:]

  /// A description of a store at `url`.
  public init(url: URL) {
    self.url = url
  }

  /// A description with no URL yet.
  public init() {}

  /// Sets an option (history tracking, remote change notifications): kept, and unused.
  public func setOption(_ option: NSObject?, forKey key: String) {
    options[key] = option
  }

  /// Whether the store is kept in memory.
  var isInMemory: Bool {
    type == NSInMemoryStoreType || url == nil || url?.path == "/dev/null"
  }

  /// `<NSPersistentStoreDescription: type SQLite, url file:///…>`.
  public var description: String {
    "<NSPersistentStoreDescription: type \(type), url \(url?.absoluteString ?? "none")>"
  }
}
