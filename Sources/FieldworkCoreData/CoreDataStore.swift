import Fieldwork
import Foundation

/// The saved objects of a persistent store, shared by the contexts of its coordinator: in
/// memory, and in a file for a store description with a file URL.
final class CoreDataStore: Sendable {
  /// A saved object.
  struct Row: Equatable, Sendable {
    var entity: String
    var version: Int
    var values: [String: ManagedValue]
  }

  /// What the store holds.
  struct State: Equatable, Sendable {
    var nextKey: Int64 = 1
    var rows: [Int64: Row] = [:]
  }

  /// A change a context saves.
  struct Change: Sendable {
    var key: Int64
    /// The row to store, or `nil` to delete it.
    var row: Row?
    /// The version the context read, or `nil` for a new object.
    var readVersion: Int?
  }

  /// The largest store file read (1 GiB).
  static let sizeLimit = 1 << 30

  /// The file's path, or `nil` for a store in memory.
  let path: String?
  /// Names the store in object URIs.
  let identifier = UUID().uuidString
  private let state: Locked<State>

  /// A store in memory.
  init() {
    path = nil
    state = Locked(State())
  }

  /// The store in the file at `path`, empty when there is none yet.
  ///
  /// - Throws: ``CoreDataError/storeIO(path:reason:)`` or
  ///   ``CoreDataError/corruptStore(path:reason:)``; the file is left as it is.
  init(path: String) throws(CoreDataError) {
    self.path = path
    let bytes: [UInt8]?
    do throws(AtomicFile.Failure) {
      bytes = try AtomicFile.read(path: path, limit: Self.sizeLimit)
    } catch {
      throw .storeIO(path: path, reason: error.reason)
    }
    state = Locked(
      try bytes.map { bytes throws(CoreDataError) in try CoreDataStoreFile.decode(bytes, path: path)
      } ?? State())
  }

  /// The rows as they are now.
  func snapshot() -> State { state.withLock { $0 } }

  /// The row saved under `key`, if any.
  func row(_ key: Int64) -> Row? { state.withLock { $0.rows[key] } }

  /// Whether an object is saved under `key`.
  func contains(_ key: Int64) -> Bool { state.withLock { $0.rows[key] != nil } }

  /// A new object key.
  func nextKey() -> Int64 {
    state.withLock { state in
      defer { state.nextKey += 1 }
      return state.nextKey
    }
  }

  /// Stores `changes`: all of them or none, in the file first when there is one. A change
  /// whose row was saved by someone else since it was read is a conflict; with `force`, the
  /// change replaces it anyway.
  ///
  /// - Returns: The new version of each saved row.
  /// - Throws: ``CoreDataError/mergeConflict(entities:)`` naming the conflicting objects'
  ///   entities, or a file error; nothing is stored then.
  func commit(_ changes: [Change], force: Bool) throws(CoreDataError) -> [Int64: Int] {
    let path = path
    let result = state.withLock { (state: inout State) -> Result<[Int64: Int], CoreDataError> in
      var next = state
      var versions: [Int64: Int] = [:]
      var conflicts: [String] = []
      for change in changes {
        let current = next.rows[change.key]
        if !force, let readVersion = change.readVersion, current?.version != readVersion {
          conflicts.append(current?.entity ?? change.row?.entity ?? "object")
          continue
        }
        guard var row = change.row else {
          next.rows[change.key] = nil
          continue
        }
        row.version = (current?.version ?? 0) + 1
        next.rows[change.key] = row
        versions[change.key] = row.version
      }
      if !conflicts.isEmpty {
        return .failure(.mergeConflict(entities: conflicts.sorted()))
      }
      if let path {
        do throws(AtomicFile.Failure) {
          try AtomicFile.write(
            CoreDataStoreFile.encode(next), to: path, keepingPermissions: false)
        } catch {
          return .failure(.storeIO(path: path, reason: error.reason))
        }
      }
      state = next
      return .success(versions)
    }
    return try result.get()
  }
}
