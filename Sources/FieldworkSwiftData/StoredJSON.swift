import Foundation

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
