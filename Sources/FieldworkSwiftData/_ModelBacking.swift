/// A row of a store that a model is made from, passed by the store to the initializer
/// ``Model()`` writes. Not for use in your code.
public struct _ModelBacking {
  let entity: any PersistentModel.Type
  let row: StoredRow

  /// The stored value of `property`: decoded from the row for an attribute, empty for a
  /// relationship (the store fills it once every related model is made), `nil` for an
  /// optional the row lacks.
  ///
  /// - Throws: ``SwiftDataError`` when the row lacks a property that is not optional, or
  ///   holds a value of another type.
  public func initialValue<Value>(_ property: String) throws -> Value {
    if let relationship = Value.self as? any _RelationshipValue.Type {
      return Self.empty(relationship) as! Value
    }
    if Value.self is any PersistentModel.Type {
      throw SwiftDataError.requiredRelationship(
        entity: Schema.entityName(for: entity), property: property)
    }
    guard let json = row.values[property] else {
      if let optional = Value.self as? any ExpressibleByNilLiteral.Type {
        return Self.nilValue(optional) as! Value
      }
      throw SwiftDataError.missingValue(
        entity: Schema.entityName(for: entity), property: property)
    }
    return try StoredJSON.decode(Value.self, from: json, entity: entity, property: property)
  }

  /// Sets `value` to the stored value of `property`, when the row has one (a property with an
  /// initial value keeps it otherwise).
  public func update<Value>(_ value: inout Value, _ property: String) throws {
    guard Value.self as? any _RelationshipValue.Type == nil,
      !(Value.self is any PersistentModel.Type), row.values[property] != nil
    else { return }
    value = try initialValue(property)
  }

  private static func empty<V: _RelationshipValue>(_ type: V.Type) -> V {
    V._value(from: [])!
  }

  private static func nilValue<V: ExpressibleByNilLiteral>(_ type: V.Type) -> V { nil }
}
