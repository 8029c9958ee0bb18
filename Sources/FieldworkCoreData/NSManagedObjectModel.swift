import Foundation

/// A model: the entities a container's store holds, as Core Data's `NSManagedObjectModel`.
///
/// A container made with ``NSPersistentContainer/init(name:)`` reads the Xcode data model of
/// that name when the program has one among its resources, and otherwise uses the entities of
/// the `NSManagedObject` subclasses as they are used. A model built in code lists its
/// entities, and their attributes, itself.
public final class NSManagedObjectModel {
  /// The model's entities.
  public var entities: [NSEntityDescription]

  /// A model with no entities yet.
  public init() {
    entities = []
  }

  /// The model of an Xcode data model: a `.xcdatamodeld` folder (its current version), a
  /// `.xcdatamodel` folder or its `contents` file; `nil` when it cannot be read. Entities,
  /// their attributes' types, whether each is optional, and default values are read;
  /// relationships are skipped.
  public convenience init?(contentsOf url: URL) {
    guard let model = try? ModelFile.read(url) else { return nil }
    self.init()
    entities = model.entities
  }

  /// The entities by name.
  public var entitiesByName: [String: NSEntityDescription] {
    Dictionary(
      entities.compactMap { entity in entity.name.map { ($0, entity) } },
      uniquingKeysWith: { first, _ in first })
  }
}
