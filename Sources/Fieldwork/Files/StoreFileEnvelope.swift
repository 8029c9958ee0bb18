import Foundation

/// What the SwiftData and Core Data stores' files share: JSON whose `format` names the store
/// and whose `version` is the version of that format that wrote it.
///
/// Reading checks both before a store looks at its contents, and says why bytes are not a
/// file it can read in a sentence that quotes none of their text (a store holds a person's
/// data, and the reason reaches error messages and logs).
package protocol StoreFileEnvelope: Codable {
  /// The name of the store's format: `fieldwork-swiftdata`, `fieldwork-coredata`.
  var format: String { get }
  /// The version of the format that wrote the file.
  var version: Int { get }
}

extension StoreFileEnvelope {
  /// The file as JSON with sorted keys, so that saving the same contents writes the same
  /// bytes.
  package func encoded() -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // The stores' files hold strings, numbers and collections of them, which always encode.
    return Array((try? encoder.encode(self)) ?? Data())
  }

  /// `bytes` read as a file of `format` written by `version` or earlier.
  ///
  /// - Throws: ``StoreFileProblem`` when the bytes are not JSON of this shape, name another
  ///   format, or come from a newer version.
  package static func decode(
    _ bytes: [UInt8], format: String, version: Int
  ) throws(StoreFileProblem) -> Self {
    let file: Self
    do {
      file = try JSONDecoder().decode(Self.self, from: Data(bytes))
    } catch {
      throw StoreFileProblem(reason: "not a store file (\(describe(error)))")
    }
    guard file.format == format else {
      throw StoreFileProblem(reason: "its format is '\(file.format)', not '\(format)'")
    }
    guard file.version <= version else {
      throw StoreFileProblem(
        reason: "written by a newer Fieldwork (format version \(file.version))")
    }
    return file
  }

  /// A decoding error in a few words, without the file's text.
  private static func describe(_ error: any Error) -> String {
    switch error as? DecodingError {
    case .dataCorrupted: return "not JSON"
    case .keyNotFound(let key, _): return "'\(key.stringValue)' is missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
    default: return "unreadable"
    }
  }
}

/// Why bytes are not a store file a store can read; each store reports it as its own
/// `corruptStore` error, with the file's path.
package struct StoreFileProblem: Error {
  /// The reason, as a sentence fragment: `its format is 'x', not 'fieldwork-swiftdata'`.
  package var reason: String
}
