import Foundation

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
