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
  /// The transaction of the innermost ``withTransaction(_:_:)`` block running, if any.
  @TaskLocal static var current: Transaction?

  /// The values of custom keys; `nil` until one is set, so that copying the transaction a
  /// write carries (several times per keystroke) retains nothing. Declared before the flag,
  /// so the transaction has no padding between its fields: two equal transactions (and two
  /// bindings to one state) have the same bytes, which is how a view tree tells that a view
  /// holding one did not change.
  private var values: [ObjectIdentifier: any Sendable]?

  /// Whether front ends should apply the change without animation.
  public var disablesAnimations: Bool

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
    get { values?[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set {
      var values = self.values ?? [:]
      self.values = nil  // so the copy above is the only reference, and changes in place
      values[ObjectIdentifier(key)] = newValue
      self.values = values
    }
  }
}

/// Runs `body` as one transaction: every `State` write inside it carries `transaction`, and
/// every host the writes affect updates once, in order, before the block returns — however
/// many writes there were. Updates stay synchronous: nothing is deferred past the block.
///
/// ```swift
/// withTransaction(Transaction(disablesAnimations: true)) {
///   for item in imported { model.items.append(item) }   // 1,000 writes...
/// }                                                    // ...one update per host, here
/// ```
///
/// A user action on a control (a keystroke, a tap) runs as such a batch too. Blocks nest: the
/// innermost transaction is the one writes carry, and the outermost block runs the updates.
///
/// - Parameters:
///   - transaction: The transaction the writes carry to the hosts they update.
///   - body: The writes.
/// - Returns: What `body` returns.
@MainActor
public func withTransaction<Result>(
  _ transaction: Transaction = Transaction(), _ body: () throws -> Result
) rethrows -> Result {
  try Transaction.$current.withValue(transaction) {
    try UpdateScheduler.perform(body)
  }
}

extension Transaction {
  /// Whether the transaction is a fresh one: no animation flag, no custom value. Writes with
  /// plain transactions to a state whose hosts are queued already need not queue them again.
  var isPlain: Bool { !disablesAnimations && values == nil }
}
