import Fieldwork
import Foundation

/// A Core Data store's file: JSON, with the format's name and version and the saved objects
/// in key order; each value tagged with its type.
enum CoreDataStoreFile {
  static let format = "fieldwork-coredata"
  static let version = 1

  struct File: StoreFileEnvelope {
    var format: String
    var version: Int
    var nextKey: Int64
    var objects: [Object]
  }

  struct Object: Codable {
    var key: Int64
    var entity: String
    var version: Int
    var values: [String: Value]
  }

  /// A value as `[type, text]`: `["string", "Ada"]`, `["integer", "3"]`, `["date", "7.5"]`
  /// (seconds since 2001), `["data", "<base64>"]`.
  struct Value: Codable {
    var type: String
    var text: String

    init(_ value: ManagedValue) {
      switch value {
      case .string(let string): (type, text) = ("string", string)
      case .integer(let integer): (type, text) = ("integer", String(integer))
      case .double(let double): (type, text) = ("double", "\(double)")
      case .bool(let bool): (type, text) = ("bool", bool ? "true" : "false")
      case .date(let date): (type, text) = ("date", "\(date.timeIntervalSinceReferenceDate)")
      case .uuid(let uuid): (type, text) = ("uuid", uuid.uuidString)
      case .data(let data): (type, text) = ("data", data.base64EncodedString())
      case .url(let url): (type, text) = ("url", url.absoluteString)
      }
    }

    init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      type = try container.decode(String.self)
      text = try container.decode(String.self)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      try container.encode(type)
      try container.encode(text)
    }

    var managedValue: ManagedValue? {
      switch type {
      case "string": return .string(text)
      case "integer": return Int64(text).map(ManagedValue.integer)
      case "double": return Double(text).map(ManagedValue.double)
      case "bool": return text == "true" ? .bool(true) : text == "false" ? .bool(false) : nil
      case "date":
        return Double(text).flatMap {
          $0.isFinite ? .date(Date(timeIntervalSinceReferenceDate: $0)) : nil
        }
      case "uuid": return UUID(uuidString: text).map(ManagedValue.uuid)
      case "data": return Data(base64Encoded: text).map(ManagedValue.data)
      case "url": return URL(string: text).map(ManagedValue.url)
      default: return nil
      }
    }
  }

  static func encode(_ state: CoreDataStore.State) -> [UInt8] {
    let objects = state.rows.sorted { $0.key < $1.key }.map { key, row in
      Object(
        key: key, entity: row.entity, version: row.version,
        values: row.values.mapValues(Value.init))
    }
    return File(format: format, version: version, nextKey: state.nextKey, objects: objects)
      .encoded()
  }

  static func decode(_ bytes: [UInt8], path: String) throws(CoreDataError) -> CoreDataStore.State {
    let file: File
    do throws(StoreFileProblem) {
      file = try File.decode(bytes, format: format, version: version)
    } catch {
      throw .corruptStore(path: path, reason: error.reason)
    }
    var state = CoreDataStore.State(nextKey: file.nextKey)
    for object in file.objects {
      guard object.key > 0, object.key < file.nextKey, state.rows[object.key] == nil else {
        throw .corruptStore(path: path, reason: "a bad or repeated key \(object.key)")
      }
      var values: [String: ManagedValue] = [:]
      for (name, value) in object.values {
        guard let managed = value.managedValue else {
          throw .corruptStore(
            path: path,
            reason: "\(object.entity) \(object.key): '\(name)' is not a \(value.type)")
        }
        values[name] = managed
      }
      state.rows[object.key] = CoreDataStore.Row(
        entity: object.entity, version: object.version, values: values)
    }
    return state
  }
}
