/// The context of one state change, carried from a write to the views it updates.
///
/// A `Transaction` travels with a ``Binding`` write to the ``State`` behind it and reaches every
/// ``RepresentableHost`` that updates because of that write, as
/// ``RepresentableContext/transaction``. Headless front ends use it the way SwiftUI uses its
/// transaction: to learn whether a change should animate, or any other fact the writer attached
/// through a ``TransactionKey``.
///
/// ```swift
/// $query.transaction(Transaction(disablesAnimations: true)).wrappedValue = ""
/// ```
public struct Transaction: Sendable {
  /// Whether front ends should apply the change without animation.
  public var disablesAnimations: Bool

  private var values: [ObjectIdentifier: any Sendable] = [:]

  /// Creates a transaction.
  ///
  /// - Parameter disablesAnimations: Whether front ends should skip animating the change.
  public init(disablesAnimations: Bool = false) {
    self.disablesAnimations = disablesAnimations
  }

  /// Reads or writes a custom value attached to the transaction.
  ///
  /// Reading a key that was never written returns its ``TransactionKey/defaultValue``.
  public subscript<Key: TransactionKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

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
