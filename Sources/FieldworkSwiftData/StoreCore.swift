import Fieldwork
import Foundation

/// The saved models of a container, shared by its contexts: in memory, and in a file for a
/// configuration that is not in memory only.
final class StoreCore: Sendable {
  let schema: Schema
  let path: String?
  private let state: Locked<StoreState>

  /// The largest store file read (1 GiB).
  static let sizeLimit = 1 << 30

  init(schema: Schema, configuration: ModelConfiguration) throws(SwiftDataError) {
    self.schema = schema
    if configuration.isStoredInMemoryOnly {
      path = nil
      state = Locked(StoreState())
      return
    }
    let path = configuration.url.path
    self.path = path
    let bytes: [UInt8]?
    do throws(AtomicFile.Failure) {
      bytes = try AtomicFile.read(path: path, limit: Self.sizeLimit)
    } catch {
      throw .storeIO(path: path, reason: error.reason)
    }
    guard let bytes else {
      state = Locked(StoreState())
      return
    }
    let loaded = try StoreFile.decode(bytes, path: path)
    try StoreFile.check(loaded, against: schema)
    state = Locked(loaded)
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
    let result = state.withLock {
      (state: inout StoreState) -> Result<[PersistentIdentifier: Int], SwiftDataError> in
      do throws(SwiftDataError) {
        return .success(try Self.apply(changes, propertyTypes, to: &state, path: path))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Applies `changes` to a copy of `state`, writes it to `path` when there is one, and
  /// only then makes the copy the state.
  private static func apply(
    _ changes: [Change], _ propertyTypes: [String: [String: String]], to state: inout StoreState,
    path: String?
  ) throws(SwiftDataError) -> [PersistentIdentifier: Int] {
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
        throw .storeIO(path: path, reason: error.reason)
      }
    }
    state = next
    return versions
  }
}

extension StoreFile {
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
}
