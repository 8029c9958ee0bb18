import Foundation

/// Joins a model with its store, shared by the contexts that save to it, as Core Data's
/// `NSPersistentStoreCoordinator`. A coordinator here holds one store.
public final class NSPersistentStoreCoordinator {
  /// The model.
  public let managedObjectModel: NSManagedObjectModel
  /// The stores added so far (one at most is used: the first).
  public private(set) var persistentStores: [NSPersistentStore] = []
  private var contexts: [WeakContext] = []

  private struct WeakContext {
    weak var context: NSManagedObjectContext?
  }

  /// A coordinator of `model`, with no store yet.
  public init(managedObjectModel model: NSManagedObjectModel) {
    managedObjectModel = model
  }

  /// Adds the store `description` describes: in memory, or read from its file.
  ///
  /// - Throws: ``CoreDataError/corruptStore(path:reason:)`` for a file that is not a store
  ///   (left as it is), ``CoreDataError/storeIO(path:reason:)`` for one that cannot be read.
  @discardableResult
  public func addPersistentStore(with description: NSPersistentStoreDescription) throws
    -> NSPersistentStore
  {
    let core: CoreDataStore
    if description.isInMemory {
      core = CoreDataStore()
    } else {
      core = try CoreDataStore(path: description.url!.path)
    }
    let store = NSPersistentStore(url: description.url, type: description.type, core: core)
    persistentStores.append(store)
    return store
  }

  /// Adds a store of `storeType` at `url`, as the older Core Data call does.
  @discardableResult
  public func addPersistentStore(
    ofType storeType: String, configurationName configuration: String?, at url: URL?,
    options: [AnyHashable: Any]? = nil
  ) throws -> NSPersistentStore {
    let description =
      url.map(NSPersistentStoreDescription.init(url:)) ?? NSPersistentStoreDescription()
    description.type = storeType
    description.configuration = configuration
    return try addPersistentStore(with: description)
  }

  /// The store contexts save to.
  var store: CoreDataStore? { persistentStores.first?.core }

  func register(_ context: NSManagedObjectContext) {
    contexts.removeAll { $0.context == nil }
    contexts.append(WeakContext(context: context))
  }

  /// Tells the other contexts that `saver` saved the objects with `keys`.
  func didSave(from saver: NSManagedObjectContext, keys: Set<Int64>) {
    for entry in contexts {
      guard let context = entry.context, context !== saver else { continue }
      context.storeDidChange(keys: keys)
    }
  }
}
