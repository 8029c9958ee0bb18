import Fieldwork
import Foundation

/// The identity of a managed object in its store, as Core Data's `NSManagedObjectID`: the
/// same in every context of a container, so that ``NSManagedObjectContext/object(with:)``
/// finds a context's own copy.
///
/// An object has its identifier from the moment it is inserted; ``isTemporaryID`` is `true`
/// until its context saves it.
public final class NSManagedObjectID: Hashable, Sendable, CustomStringConvertible {
  /// The entity of the object it identifies.
  public let entityName: String
  let key: Int64
  /// The store that saved or will save the object; `nil` before it is inserted.
  let store: CoreDataStore?

  init(entityName: String, key: Int64, store: CoreDataStore?) {
    self.entityName = entityName
    // An object not in a store yet gets a key of its own, below every stored one.
    self.key =
      store == nil
      ? Self.unstoredKeys.withLock {
        $0 -= 1; return $0
      } : key
    self.store = store
  }

  /// Whether the object has not been saved yet.
  public var isTemporaryID: Bool { store?.contains(key) != true }

  /// A URI naming the object: `x-coredata://<store>/<entity>/p<key>`.
  public func uriRepresentation() -> URL {
    URL(string: "x-coredata://\(store?.identifier ?? "unstored")/\(entityName)/p\(key)")!
  }

  /// Identifiers are equal when they name the same object of the same store.
  public static func == (left: NSManagedObjectID, right: NSManagedObjectID) -> Bool {
    left.key == right.key && left.store === right.store
  }

  /// Hashes the store and the object's key.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(store.map(ObjectIdentifier.init))
  }

  private static let unstoredKeys = Locked<Int64>(0)

  /// The URI, as Core Data prints an identifier.
  public var description: String { uriRepresentation().absoluteString }
}
