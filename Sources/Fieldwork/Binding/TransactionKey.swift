/// A key for a custom value carried by a ``Transaction``, as in SwiftUI.
///
/// ```swift
/// struct IsProgrammaticKey: TransactionKey {
///   static let defaultValue = false
/// }
/// ```
public protocol TransactionKey {
  /// The type of the value the key stores.
  associatedtype Value: Sendable
  /// The value read when a transaction holds none for this key.
  static var defaultValue: Value { get }
}
