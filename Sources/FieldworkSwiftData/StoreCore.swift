import Fieldwork
import Foundation
import Synchronization

/// A saved model: its attributes as JSON and its relationships as the keys of the related
/// models, with a version that each save of it raises.
struct StoredRow: Codable, Equatable, Sendable {
  var version: Int
  var values: [String: String]
  var links: [String: [Int64]]
}

/// What a store holds: the saved rows of each entity.
struct StoreState: Sendable {
  var nextKey: Int64 = 1
  var entities: [String: [Int64: StoredRow]] = [:]
  /// Each entity's property types, as last saved.
  var propertyTypes: [String: [String: String]] = [:]
}

/// The saved models of a container, shared by its contexts: in memory, and in a file for a
/// configuration that is not in memory only.
final class StoreCore: Sendable {
  let schema: Schema
  let path: String?
  private let state: Mutex<StoreState>

  /// The largest store file read (1 GiB).
  static let sizeLimit = 1 << 30

  init(schema: Schema, configuration: ModelConfiguration) throws(SwiftDataError) {
    self.schema = schema
    if configuration.isStoredInMemoryOnly {
      path = nil
      state = Mutex(StoreState())
      return
    }
    let path = configuration.url.path
    self.path = path
    let bytes: [UInt8]?
    do throws(AtomicFile.Failure) {
      bytes = try AtomicFile.read(path: path, limit: Self.sizeLimit)
    } catch {
      switch error {
      case .tooLarge(_, let size): throw .storeIO(path: path, reason: "\(size) bytes is too large")
      case .io(_, let reason): throw .storeIO(path: path, reason: reason)
      }
    }
    guard let bytes else {
      state = Mutex(StoreState())
      return
    }
    let loaded = try StoreFile.decode(bytes, path: path)
    try StoreFile.check(loaded, against: schema)
    state = Mutex(loaded)
  }

  /// The rows as they are now.
  func snapshot() -> StoreState { state.withLock { $0 } }

  /// A new row key.
  func nextKey() -> Int64 {
    state.withLock { state in
      defer { state.nextKey += 1 }
      return state.nextKey
    }
  }

  /// A change a context saves.
  struct Change {
    var id: PersistentIdentifier
    /// The row to store, or `nil` to delete it.
    var row: StoredRow?
    /// The version the context read, or `nil` for a new row.
    var readVersion: Int?
  }

  /// Stores `changes` if no row changed since its context read it: all of them or none, and
  /// in the file first when there is one. Returns the rows' new versions.
  func commit(_ changes: [Change], propertyTypes: [String: [String: String]])
    throws(SwiftDataError) -> [PersistentIdentifier: Int]
  {
    try state.withLock { (state: inout StoreState) throws(SwiftDataError) in
      var next = state
      var versions: [PersistentIdentifier: Int] = [:]
      for change in changes {
        let entity = change.id.entityName
        let current = next.entities[entity]?[change.id.primaryKey]
        if let read = change.readVersion, current?.version != read {
          throw .saveConflict(change.id)
        }
        if var row = change.row {
          row.version = (current?.version ?? 0) + 1
          next.entities[entity, default: [:]][change.id.primaryKey] = row
          versions[change.id] = row.version
        } else {
          next.entities[entity]?[change.id.primaryKey] = nil
        }
      }
      next.propertyTypes.merge(propertyTypes) { $1 }
      if let path {
        let bytes = StoreFile.encode(next)
        do throws(AtomicFile.Failure) {
          try AtomicFile.write(bytes, to: path, keepingPermissions: false)
        } catch {
          switch error {
          case .tooLarge(_, let size):
            throw .storeIO(path: path, reason: "\(size) bytes is too large")
          case .io(_, let reason): throw .storeIO(path: path, reason: reason)
          }
        }
      }
      state = next
      return versions
    }
  }
}

/// A store's file: JSON, with the format's name and version, each entity's property types,
/// and its rows in key order.
enum StoreFile {
  static let format = "fieldwork-swiftdata"
  static let version = 1

  struct File: Codable {
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
    let file = File(format: format, version: version, nextKey: state.nextKey, entities: entities)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // Strings, numbers and dictionaries of them always encode.
    return Array((try? encoder.encode(file)) ?? Data())
  }

  static func decode(_ bytes: [UInt8], path: String) throws(SwiftDataError) -> StoreState {
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: Data(bytes))
    } catch {
      throw .corruptStore(path: path, reason: "not a store file: \(Self.reason(error))")
    }
    guard file.format == format else {
      throw .corruptStore(path: path, reason: "its format is '\(file.format)', not '\(format)'")
    }
    guard file.version <= version else {
      throw .corruptStore(
        path: path, reason: "written by a newer Fieldwork (format version \(file.version))")
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

  /// Refuses a store whose properties have other types than the schema's.
  static func check(_ state: StoreState, against schema: Schema) throws(SwiftDataError) {
    for type in schema.types {
      let entity = Schema.entityName(for: type)
      guard let stored = state.propertyTypes[entity] else { continue }
      for property in type.schemaMetadata {
        if let storedType = stored[property.name], storedType != property.access.typeName {
          throw .typeMismatch(
            entity: entity, property: property.name, expected: property.access.typeName,
            stored: "a value of type \(storedType)")
        }
      }
    }
  }

  private static func reason(_ error: any Error) -> String {
    if case DecodingError.dataCorrupted(let context) = error { return context.debugDescription }
    if case DecodingError.keyNotFound(let key, _) = error { return "no '\(key.stringValue)'" }
    if case DecodingError.typeMismatch(_, let context) = error {
      return "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
    }
    return "\(error)"
  }
}
