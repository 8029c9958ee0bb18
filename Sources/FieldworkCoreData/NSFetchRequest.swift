import Foundation

/// A description of the objects to fetch, as Core Data's `NSFetchRequest`: an entity, a
/// predicate, an order, and a limit and offset.
///
/// ```swift
/// let request: NSFetchRequest<Item> = Item.fetchRequest()
/// request.predicate = NSPredicate(format: "title CONTAINS[c] %@", text)
/// request.sortDescriptors = [NSSortDescriptor(keyPath: \Item.timestamp, ascending: false)]
/// let items = try viewContext.fetch(request)
/// ```
///
/// `ResultType` is the objects' class, or `NSFetchRequestResult` for a request that names
/// its entity only.
open class NSFetchRequest<ResultType>: CustomStringConvertible {
  /// The name of the entity to fetch; `nil` to fetch the entity of `ResultType`.
  open var entityName: String?
  /// Which objects to fetch; `nil` for all of them.
  open var predicate: NSPredicate?
  /// The order of the results, the first descriptor first; in insertion order without any.
  open var sortDescriptors: [NSSortDescriptor]?
  /// The most objects to fetch; 0 for no limit.
  open var fetchLimit = 0
  /// How many matching objects to skip.
  open var fetchOffset = 0
  /// How many objects a fetch reads at a time: accepted; a fetch here reads them all.
  open var fetchBatchSize = 0
  /// Whether the fetch sees the context's unsaved changes (`true`, as in Core Data).
  open var includesPendingChanges = true
  /// Accepted; objects here are never faults.
  open var returnsObjectsAsFaults = true
  /// Accepted; objects here are never faults.
  open var relationshipKeyPathsForPrefetching: [String]?

  /// A request for the objects of `ResultType`'s entity.
  public init() {}

  /// A request for the objects of the entity named `entityName`.
  public init(entityName: String) {
    self.entityName = entityName
  }

  /// The entity the request names, set as Core Data's `request.entity = Item.entity()`.
  open var entity: NSEntityDescription? {
    get {
      if let name = resolvedEntityName {
        let entity = NSEntityDescription()
        entity.name = name
        entity.managedObjectClassName = name
        return entity
      }
      return nil
    }
    set { entityName = newValue?.name }
  }

  /// The entity to fetch: the one named, or `ResultType`'s.
  /// Registers `ResultType` when it is a managed object class, so that its entity is known
  /// before any object of it was made.
  var resolvedEntityName: String? {
    let classEntity = (ResultType.self as? NSManagedObject.Type)?.entity().name
    return entityName ?? classEntity
  }

  /// `<NSFetchRequest: entity: Item>`: the entity, never the predicate's arguments.
  public var description: String {
    "<NSFetchRequest: entity: \(resolvedEntityName ?? "none")>"
  }
}
