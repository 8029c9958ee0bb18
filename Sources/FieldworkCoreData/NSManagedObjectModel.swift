/// A model: the entities a container's store holds, as Core Data's `NSManagedObjectModel`.
///
/// A container made with ``NSPersistentContainer/init(name:)`` uses the entities of the
/// `NSManagedObject` subclasses as they are used; a model built in code lists its entities,
/// and their attributes, itself.
public final class NSManagedObjectModel {
  /// The model's entities.
  public var entities: [NSEntityDescription]

  /// A model with no entities yet.
  public init() {
    entities = []
  }

  /// The entities by name.
  public var entitiesByName: [String: NSEntityDescription] {
    Dictionary(
      entities.compactMap { entity in entity.name.map { ($0, entity) } },
      uniquingKeysWith: { first, _ in first })
  }
}
