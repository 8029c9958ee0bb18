import Foundation

/// A decoder that makes a value from a whole input, as Combine's `TopLevelDecoder`:
/// `JSONDecoder` and `PropertyListDecoder` are ones.
public protocol TopLevelDecoder {
  /// What it decodes from: `Data`.
  associatedtype Input
  /// Decodes a `type` from `from`.
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}
