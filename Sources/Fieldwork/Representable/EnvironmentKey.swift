/// A key for a value stored in ``EnvironmentValues``.
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value read when the environment holds none for this key.
  static var defaultValue: Value { get }
}
