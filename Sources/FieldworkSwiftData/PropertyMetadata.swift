import Foundation

extension Schema {
  /// One persisted property of a model: its name, its key path, and how it is stored.
  /// ``Model()`` writes one per property.
  public struct PropertyMetadata {
    /// The property's name.
    public let name: String
    /// The property's key path.
    public let keyPath: AnyKeyPath
    /// Its `@Attribute`, when it has one.
    public let attribute: Schema.Attribute?
    /// Its `@Relationship`, when it has one.
    public let relationship: Schema.Relationship?
    let access: PropertyAccess

    /// A property that can change (a `var`).
    public init<Model: PersistentModel, Value>(
      _ name: String, _ keyPath: ReferenceWritableKeyPath<Model, Value>,
      attribute: Schema.Attribute? = nil, relationship: Schema.Relationship? = nil
    ) {
      self.name = name
      self.keyPath = keyPath
      self.attribute = attribute
      self.relationship = relationship
      self.access = PropertyAccess(name: name, keyPath: keyPath, writable: keyPath)
    }

    /// A property that never changes (a `let`).
    public init<Model: PersistentModel, Value>(
      _ name: String, _ keyPath: KeyPath<Model, Value>,
      attribute: Schema.Attribute? = nil, relationship: Schema.Relationship? = nil
    ) {
      self.name = name
      self.keyPath = keyPath
      self.attribute = attribute
      self.relationship = relationship
      self.access = PropertyAccess(name: name, keyPath: keyPath, writable: nil)
    }

    /// What deleting the model does to the models this property refers to.
    var deleteRule: Schema.Relationship.DeleteRule { relationship?.deleteRule ?? .nullify }
  }
}

extension Optional: _RelationshipValue where Wrapped: PersistentModel {
  /// The wrapped model type.
  public static var _modelType: any PersistentModel.Type { Wrapped.self }
  /// The model, if any.
  public var _models: [any PersistentModel] { map { [$0] } ?? [] }
  /// One model at most.
  public static var _isToMany: Bool { false }
  /// The first model, or `nil`.
  public static func _value(from models: [any PersistentModel]) -> Self? {
    guard let first = models.first else { return .some(nil) }
    return (first as? Wrapped).map { .some($0) }
  }
}

extension Array: _RelationshipValue where Element: PersistentModel {
  /// The element model type.
  public static var _modelType: any PersistentModel.Type { Element.self }
  /// The models.
  public var _models: [any PersistentModel] { self }
  /// Many models.
  public static var _isToMany: Bool { true }
  /// The models, if each is an `Element`.
  public static func _value(from models: [any PersistentModel]) -> Self? {
    models as? [Element]
  }
}
