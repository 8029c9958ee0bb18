import FieldworkCombine
import Foundation
import Observation

/// An object of a Core Data model, as Core Data's `NSManagedObject`: subclass it and mark
/// each attribute with ``Managed()`` where Core Data's code has `@NSManaged`.
///
/// ```swift
/// final class Item: NSManagedObject {}
///
/// extension Item {
///   @Managed var timestamp: Date?
///   @Managed var title: String
/// }
///
/// let item = Item(context: viewContext)
/// item.title = "Buy milk"
/// try viewContext.save()
/// ```
///
/// An object is observable twice over, as views expect: it is an `ObservableObject`
/// (`@ObservedObject var item: Item` renders again when an attribute changes) and a view that
/// reads an attribute is drawn again when it changes. Its identity is its ``objectID``;
/// `Hashable` and `==` are `NSObject`'s, by identity.
open class NSManagedObject: NSObject, ObservableObject, NSFetchRequestResult, Observable {
  /// Fires before an attribute changes.
  public let objectWillChange = ObservableObjectPublisher()
  /// The object's entity.
  public let entity: NSEntityDescription
  /// The object's identity in its store: temporary until its context saves it.
  public internal(set) var objectID: NSManagedObjectID

  /// The attribute values as the object has them now.
  var values: [String: ManagedValue] = [:]
  /// The values as last saved or fetched: what ``NSManagedObjectContext/rollback()`` restores.
  var savedValues: [String: ManagedValue] = [:]
  /// The store's version of the object when this context last read or saved it; `nil` for
  /// an object never saved.
  var savedVersion: Int?
  /// The context the object is in, also after its deletion was saved (to report a write).
  weak var context: NSManagedObjectContext?
  /// Whether the object's deletion was saved.
  var isDeletionSaved = false
  private let registrar = ObservationRegistrar()
  /// What views that read an attribute observe.
  private var observedValues: Int { 0 }

  /// A new object of `entity`, inserted into `context` when one is given.
  public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
    self.entity = entity
    self.objectID = NSManagedObjectID(
      entityName: entity.name ?? "NSManagedObject", key: 0, store: nil)
    super.init()
    for attribute in entity.properties {
      if let value = attribute.defaultValue.flatMap(ManagedValue.init) {
        values[attribute.name] = value
      }
    }
    context?.insert(self)
  }

  /// A new object of this class's entity, inserted into `context`: Core Data's
  /// `Item(context: viewContext)`.
  public convenience init(context: NSManagedObjectContext) {
    let entity =
      context.entity(named: String(describing: Self.self)) ?? Self.entity()
    self.init(entity: entity, insertInto: context)
  }

  /// The class's entity, named as the class is.
  open class func entity() -> NSEntityDescription {
    NSEntityDescription.entity(for: self)
  }

  /// A request for the objects of the class's entity.
  open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
    NSFetchRequest(entityName: entity().name ?? String(describing: self))
  }

  /// The context the object is in: `nil` before it is inserted and after its deletion is
  /// saved.
  public var managedObjectContext: NSManagedObjectContext? {
    isDeletionSaved ? nil : context
  }

  /// Whether the object was inserted and not saved yet.
  public var isInserted: Bool { context?.isInserted(self) ?? false }
  /// Whether the object was deleted and the deletion not saved yet.
  public var isDeleted: Bool { context?.isDeleted(self) ?? false }
  /// Whether a saved object has values its context has not saved.
  public var isUpdated: Bool { savedVersion != nil && !isDeletionSaved && values != savedValues }
  /// Whether the object is inserted, deleted or updated.
  public var hasChanges: Bool { isInserted || isDeleted || isUpdated }
  /// Always `false`: objects here hold their values.
  public var isFault: Bool { false }

  /// The attribute values that differ from the saved ones, by key (all of them for an
  /// inserted object).
  public func changedValues() -> [String: Any] {
    var changed: [String: Any] = [:]
    for key in Set(values.keys).union(savedValues.keys) where values[key] != savedValues[key] {
      changed[key] = values[key].map(Self.bridged) ?? NSNull()
    }
    return changed
  }

  /// The saved values of `keys` (of every attribute when `nil`).
  public func committedValues(forKeys keys: [String]?) -> [String: Any] {
    var committed: [String: Any] = [:]
    for key in keys ?? Array(savedValues.keys) {
      committed[key] = savedValues[key].map(Self.bridged) ?? NSNull()
    }
    return committed
  }

  // MARK: Key-value coding

  /// The value of the attribute `key`, as Core Data's key-value coding returns it: a
  /// `String`, an `NSNumber` for a number or Boolean (`as? Int`, `as? Bool` read it), a
  /// `Date`, `UUID`, `Data` or `URL`; `nil` when it has none.
  open func value(forKey key: String) -> Any? {
    registrar.access(self, keyPath: \.observedValues)
    return values[key].map(Self.bridged)
  }

  /// Sets the attribute `key`; `nil` removes its value. A value of a type no attribute can
  /// hold is not stored (Core Data raises an exception).
  open func setValue(_ value: Any?, forKey key: String) {
    guard let value else {
      setManagedValue(nil, forKey: key)
      return
    }
    guard let managed = ManagedValue(value) else { return }
    setManagedValue(managed, forKey: key)
  }

  /// The value of `key`, without reporting the read.
  public func primitiveValue(forKey key: String) -> Any? {
    values[key].map(Self.bridged)
  }

  /// Sets `key` without telling observers.
  public func setPrimitiveValue(_ value: Any?, forKey key: String) {
    values[key] = value.flatMap(ManagedValue.init)
  }

  /// Does nothing: observers are told by the write itself.
  public func willChangeValue(forKey key: String) {}
  /// Does nothing: observers are told by the write itself.
  public func didChangeValue(forKey key: String) {}
  /// Does nothing: observers are told by the read itself.
  public func willAccessValue(forKey key: String?) {}
  /// Does nothing: observers are told by the read itself.
  public func didAccessValue(forKey key: String?) {}

  // MARK: Life cycle

  /// Called once, when the object is first inserted into a context.
  open func awakeFromInsert() {}
  /// Called when a fetch makes the object from its store.
  open func awakeFromFetch() {}
  /// Called when the object is deleted.
  open func prepareForDeletion() {}
  /// Called before the object's context saves it.
  open func willSave() {}
  /// Called after the object's context saved it.
  open func didSave() {}

  // MARK: The accessors `@Managed` writes

  /// The attribute `key` of a non-optional property: its type's default (zero, false, "")
  /// when it has no value, or a value of another type.
  public final func _managedValue<Value: _ManagedAttribute>(forKey key: String) -> Value {
    (_managedValue(forKey: key) as Value?) ?? Value._managedDefault
  }

  /// The attribute `key` of an optional property.
  public final func _managedValue<Value: _ManagedAttribute>(forKey key: String) -> Value? {
    registrar.access(self, keyPath: \.observedValues)
    return values[key].flatMap(Value.init(_managedValue:))
  }

  /// Sets the attribute `key` of a non-optional property.
  public final func _setManagedValue<Value: _ManagedAttribute>(_ value: Value, forKey key: String) {
    setManagedValue(value._managedValue, forKey: key)
  }

  /// Sets the attribute `key` of an optional property; `nil` removes its value.
  public final func _setManagedValue<Value: _ManagedAttribute>(_ value: Value?, forKey key: String)
  {
    setManagedValue(value?._managedValue, forKey: key)
  }

  /// The attribute `key` of a property declared `NSNumber?` (Xcode's type for a number
  /// attribute whose "Use Scalar Type" is off) or `NSDecimalNumber?` (its type for a Decimal).
  public final func _managedValue<Number: NSNumber>(forKey key: String) -> Number? {
    registrar.access(self, keyPath: \.observedValues)
    guard let value = values[key] else { return nil }
    if Number.self is NSDecimalNumber.Type {
      return Decimal(_managedValue: value).map(NSDecimalNumber.init(decimal:)) as? Number
    }
    return Self.bridged(value) as? Number
  }

  /// Sets the attribute `key` of a property declared `NSNumber?` or `NSDecimalNumber?`; `nil`
  /// removes its value.
  public final func _setManagedValue(_ value: NSNumber?, forKey key: String) {
    setManagedValue(value.flatMap(ManagedValue.init), forKey: key)
  }

  // MARK: Internals

  func setManagedValue(_ value: ManagedValue?, forKey key: String) {
    if isDeletionSaved {
      context?.noteWriteAfterDeletion(of: self, key: key)
      return
    }
    objectWillChange.send()
    registrar.withMutation(of: self, keyPath: \.observedValues) {
      values[key] = value
    }
    context?.objectDidChange(self)
  }

  /// Tells observers that the values were replaced (a refresh, a rollback).
  func replaceValues(_ newValues: [String: ManagedValue]) {
    guard newValues != values else { return }
    objectWillChange.send()
    registrar.withMutation(of: self, keyPath: \.observedValues) {
      values = newValues
    }
  }

  func primitiveManagedValue(forKey key: String) -> ManagedValue? {
    values[key]
  }

  static func bridged(_ value: ManagedValue) -> Any {
    switch value {
    case .integer(let integer): NSNumber(value: integer)
    case .double(let double): NSNumber(value: double)
    case .bool(let bool): NSNumber(value: bool)
    default: value.anyValue
    }
  }

  /// `<Item: 0x…> (entity: Item; id: …)`.
  open override var description: String {
    "<\(entity.name ?? "NSManagedObject"): \(objectID)>"
  }
}

extension NSManagedObject: PredicateKeyReading {
  func predicateValue(forKey key: String) -> Any? {
    values[key].map(Self.bridged)
  }
}
