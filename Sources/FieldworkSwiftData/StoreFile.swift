import Fieldwork
import Foundation

/// A saved model: its attributes as JSON and its relationships as the keys of the related
/// models, with a version that each save of it raises.
struct StoredRow: Codable, Equatable, Sendable {
  var version: Int
  var values: [String: String]
  var links: [String: [Int64]]
}

/// What a store holds: the saved rows of each entity.
struct StoreState: Equatable, Sendable {
  var nextKey: Int64 = 1
  var entities: [String: [Int64: StoredRow]] = [:]
  /// Each entity's property types, as last saved.
  var propertyTypes: [String: [String: String]] = [:]
}

/// A store's file: JSON, with the format's name and version, each entity's property types,
/// and its rows in key order.
enum StoreFile {
  static let format = "fieldwork-swiftdata"
  static let version = 1

  struct File: StoreFileEnvelope {
    var format: String
    var version: Int
    var nextKey: Int64
    var entities: [String: Entity]
  }

  struct Entity: Codable {
    var propertyTypes: [String: String]
    var rows: [Row]
  }

  struct Row: Codable {
    var key: Int64
    var version: Int
    var values: [String: String]
    var links: [String: [Int64]]
  }

  static func encode(_ state: StoreState) -> [UInt8] {
    var entities: [String: Entity] = [:]
    for name in Set(state.entities.keys).union(state.propertyTypes.keys) {
      let rows = (state.entities[name] ?? [:]).sorted { $0.key < $1.key }.map {
        Row(key: $0.key, version: $0.value.version, values: $0.value.values, links: $0.value.links)
      }
      entities[name] = Entity(propertyTypes: state.propertyTypes[name] ?? [:], rows: rows)
    }
    return File(format: format, version: version, nextKey: state.nextKey, entities: entities)
      .encoded()
  }

  static func decode(_ bytes: [UInt8], path: String) throws(SwiftDataError) -> StoreState {
    let file: File
    do throws(StoreFileProblem) {
      file = try File.decode(bytes, format: format, version: version)
    } catch {
      throw .corruptStore(path: path, reason: error.reason)
    }
    var state = StoreState(nextKey: file.nextKey)
    for (name, entity) in file.entities {
      state.propertyTypes[name] = entity.propertyTypes
      var rows: [Int64: StoredRow] = [:]
      for row in entity.rows {
        guard row.key > 0, row.key < file.nextKey, rows[row.key] == nil else {
          throw .corruptStore(path: path, reason: "\(name) has a bad or repeated key \(row.key)")
        }
        rows[row.key] = StoredRow(version: row.version, values: row.values, links: row.links)
      }
      state.entities[name] = rows
    }
    return state
  }
}
