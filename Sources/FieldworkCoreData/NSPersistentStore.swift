import Foundation

/// A store a coordinator loaded, as Core Data's `NSPersistentStore`.
public final class NSPersistentStore {
  /// The store's file, or `/dev/null` for one in memory.
  public let url: URL?
  /// The store's type.
  public let type: String
  let core: CoreDataStore

  init(url: URL?, type: String, core: CoreDataStore) {
    self.url = url
    self.type = type
    self.core = core
  }
}
