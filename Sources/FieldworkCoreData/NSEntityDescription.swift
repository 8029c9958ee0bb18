import Fieldwork
import Foundation

/// An entity: a kind of managed object, its name and its class, as Core Data's
/// `NSEntityDescription`.
///
/// An `NSManagedObject` subclass is its own entity, named as the class is
/// (`Item.entity()`), so a model needs no file. A model built in code may also describe its
/// attributes (``properties``): their default values and which ones a save requires.
public final class NSEntityDescription: CustomStringConvertible {
  /// The entity's name, which fetch requests name.
  public var name: String?
  /// The name of the class its objects are made of.
  public var managedObjectClassName: String!
  /// The entity's attributes, when the model describes them.
  public var properties: [NSAttributeDescription] = []
  /// The class its objects are made of.
  var objectClass: NSManagedObject.Type = NSManagedObject.self

  /// An entity with no name yet.
  public init() {}

  init(objectClass: NSManagedObject.Type) {
    let name = String(describing: objectClass)
    self.name = name
    self.managedObjectClassName = name
    self.objectClass = objectClass
  }

  /// The attributes by name.
  public var attributesByName: [String: NSAttributeDescription] {
    Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The entity named `entityName` of the context's model, or `nil`.
  public static func entity(
    forEntityName entityName: String, in context: NSManagedObjectContext
  ) -> NSEntityDescription? {
    context.entity(named: entityName)
  }

  /// A new object of the entity named `entityName`, inserted into `context`. An entity no
  /// model or class declares gives a plain `NSManagedObject` of that entity.
  public static func insertNewObject(
    forEntityName entityName: String, into context: NSManagedObjectContext
  ) -> NSManagedObject {
    let entity =
      context.entity(named: entityName)
      ?? {
        let entity = NSEntityDescription()
        entity.name = entityName
        entity.managedObjectClassName = "NSManagedObject"
        return entity
      }()
    return entity.objectClass.init(entity: entity, insertInto: context)
  }

  /// `(<name>) <class>`.
  public var description: String {
    "(\(name ?? "unnamed")) \(managedObjectClassName ?? "NSManagedObject")"
  }

  /// Each `NSManagedObject` subclass used so far, by entity name: a fetch of
  /// `NSFetchRequest<NSFetchRequestResult>(entityName: "Item")` makes `Item`s from here.
  static let classes = Locked<[String: NSManagedObject.Type]>([:])

  /// The entity of `objectClass`, named as the class is; the class is registered.
  static func entity(for objectClass: NSManagedObject.Type) -> NSEntityDescription {
    let entity = NSEntityDescription(objectClass: objectClass)
    classes.withLock { $0[entity.name ?? ""] = objectClass }
    return entity
  }

  /// The class registered for `name`; else a top-level class of that name in a module of a
  /// registered class (an entity inserted by name before its class was used), or `nil`.
  static func registeredClass(named name: String) -> NSManagedObject.Type? {
    let (found, modules) = classes.withLock { classes in
      (
        classes[name],
        Set(classes.values.map { String(reflecting: $0).split(separator: ".").first ?? "" })
      )
    }
    if let found { return found }
    for module in modules.sorted() {
      if let objectClass = _typeByName("\(module).\(name)") as? NSManagedObject.Type {
        classes.withLock { $0[name] = objectClass }
        return objectClass
      }
    }
    return nil
  }
}
