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

/// What a store does with one property, made from its key path and value type.
struct PropertyAccess {
  /// The related model type, for a relationship.
  let relatedType: (any PersistentModel.Type)?
  /// Whether the property holds many related models (an array).
  let isToMany: Bool
  /// The value type's name, as the store records it.
  let typeName: String
  /// The property's value, for a unique attribute's comparison.
  let hashable: (any PersistentModel) -> AnyHashable?
  /// The attribute's value as JSON; `nil` for a relationship.
  let encode: (any PersistentModel) throws(SwiftDataError) -> String?
  /// The related models; empty for an attribute.
  let related: (any PersistentModel) -> [any PersistentModel]
  /// Sets the related models; `false` when the property cannot hold them.
  let setRelated: (any PersistentModel, [any PersistentModel]) -> Bool
  /// Sets the attribute from its JSON.
  let decodeInto: (any PersistentModel, String) throws(SwiftDataError) -> Void
  /// Whether `json` decodes as the attribute's type.
  let validate: (String) -> Bool
  /// Copies the attribute from one model to another of the same type.
  let copy: (any PersistentModel, any PersistentModel) -> Void

  init<Model: PersistentModel, Value>(
    name: String, keyPath: KeyPath<Model, Value>,
    writable: ReferenceWritableKeyPath<Model, Value>?
  ) {
    typeName = String(reflecting: Value.self)
    let relationship = RelationshipKind(Value.self)
    relatedType = relationship?.modelType
    isToMany = relationship?.isToMany ?? false
    hashable = { model in
      (model as? Model).flatMap { $0[keyPath: keyPath] as? AnyHashable }
    }
    encode = { model throws(SwiftDataError) in
      guard relationship == nil, let model = model as? Model else { return nil }
      return try StoredJSON.encode(model[keyPath: keyPath], entity: Model.self, property: name)
    }
    related = { model in
      guard let relationship, let model = model as? Model else { return [] }
      return relationship.models(in: model[keyPath: keyPath])
    }
    setRelated = { model, models in
      guard let relationship, let writable, let model = model as? Model,
        let value = relationship.value(of: Value.self, from: models)
      else { return false }
      model[keyPath: writable] = value
      return true
    }
    decodeInto = { model, json throws(SwiftDataError) in
      guard let writable, let model = model as? Model else { return }
      model[keyPath: writable] = try StoredJSON.decode(
        Value.self, from: json, entity: Model.self, property: name)
    }
    validate = { json in
      (try? StoredJSON.decode(Value.self, from: json, entity: Model.self, property: name)) != nil
    }
    copy = { source, target in
      guard let writable, let source = source as? Model, let target = target as? Model else {
        return
      }
      target[keyPath: writable] = source[keyPath: keyPath]
    }
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
