import Foundation

/// Optional and array values of models: what makes a property a relationship.
public protocol _RelationshipValue {
  /// The related model type.
  static var _modelType: any PersistentModel.Type { get }
  /// The related models in the value.
  var _models: [any PersistentModel] { get }
  /// Whether the value holds many models.
  static var _isToMany: Bool { get }
  /// A value holding `models`, or `nil` when it cannot hold them.
  static func _value(from models: [any PersistentModel]) -> Self?
}

/// How a property's value holds models, if it does.
enum RelationshipKind {
  case optional(any _RelationshipValue.Type)
  case one(any PersistentModel.Type)

  init?(_ type: Any.Type) {
    if let value = type as? any _RelationshipValue.Type {
      self = .optional(value)
    } else if let model = type as? any PersistentModel.Type {
      self = .one(model)
    } else {
      return nil
    }
  }

  var isToMany: Bool {
    switch self {
    case .optional(let value): value._isToMany
    case .one: false
    }
  }

  var modelType: any PersistentModel.Type {
    switch self {
    case .optional(let value): value._modelType
    case .one(let model): model
    }
  }

  func models(in value: Any) -> [any PersistentModel] {
    switch self {
    case .optional: (value as? any _RelationshipValue)?._models ?? []
    case .one: (value as? any PersistentModel).map { [$0] } ?? []
    }
  }

  func value<Value>(of type: Value.Type, from models: [any PersistentModel]) -> Value? {
    switch self {
    case .optional(let valueType):
      return Self.open(valueType, models) as? Value
    case .one:
      return models.count == 1 ? models[0] as? Value : nil
    }
  }

  private static func open<V: _RelationshipValue>(_ type: V.Type, _ models: [any PersistentModel])
    -> Any?
  {
    V._value(from: models).map { $0 as Any }
  }
}

/// Attribute values as JSON: how the store keeps them.
enum StoredJSON {
  static func encode<Value>(
    _ value: Value, entity: any PersistentModel.Type, property: String
  ) throws(SwiftDataError) -> String {
    guard let encodable = value as? any Encodable else {
      throw .notCodable(
        entity: Schema.entityName(for: entity), property: property,
        type: String(reflecting: Value.self))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    do {
      return String(decoding: try encoder.encode(encodable), as: UTF8.self)
    } catch {
      throw .notCodable(
        entity: Schema.entityName(for: entity), property: property,
        type: String(reflecting: Value.self))
    }
  }

  static func decode<Value>(
    _ type: Value.Type, from json: String, entity: any PersistentModel.Type, property: String
  ) throws(SwiftDataError) -> Value {
    guard let decodable = Value.self as? any Decodable.Type else {
      throw .notCodable(
        entity: Schema.entityName(for: entity), property: property,
        type: String(reflecting: Value.self))
    }
    do {
      guard let value = try decodeValue(decodable, Data(json.utf8)) as? Value else {
        throw SwiftDataError.typeMismatch(
          entity: Schema.entityName(for: entity), property: property,
          expected: String(reflecting: Value.self), stored: json)
      }
      return value
    } catch {
      throw .typeMismatch(
        entity: Schema.entityName(for: entity), property: property,
        expected: String(reflecting: Value.self), stored: String(json.prefix(80)))
    }
  }

  private static func decodeValue<D: Decodable>(_ type: D.Type, _ data: Data) throws -> D {
    try JSONDecoder().decode(D.self, from: data)
  }
}
