import Foundation

/// An encoder that makes a whole output from a value, as Combine's `TopLevelEncoder`.
public protocol TopLevelEncoder {
  /// What it encodes to: `Data`.
  associatedtype Output
  /// Encodes `value`.
  func encode<T: Encodable>(_ value: T) throws -> Output
}
