/// The shared storage behind a ``State``.
///
/// `@unchecked Sendable` is sound here: `value` and `subscribers` are only touched while `lock`
/// (a ``Locked``) is held, and `State` itself is `Sendable` only when `Value` is, so a non-`Sendable` value can
/// never be reached from two isolation domains.
package final class StateBox<Value>: @unchecked Sendable, TrackedSource {
  private let lock = Locked(())
  private var value: Value
  private var subscribers: [ObjectIdentifier: WeakUpdateTarget] = [:]
  private var writes: UInt64 = 0
  private let isEqual: ((Value, Value) -> Bool)?

  package init(_ value: Value) {
    self.value = value
    self.isEqual = equalityComparator(for: Value.self)
  }

  /// Reads the value, recording the read for the host that is rendering, if any.
  package func read() -> Value {
    guard let recorder = DependencyRecorder.current else { return lock.withLock { _ in value } }
    let (current, version) = lock.withLock { _ in (self.value, self.writes) }
    recorder.record(self, version: version)
    return current
  }

  package var version: UInt64 { lock.withLock { _ in writes } }

  /// Writes the value and updates every subscribed host, unless the value is equal.
  package func write(_ newValue: Value, transaction: Transaction) {
    let targets: [WeakUpdateTarget]? = lock.withLock { _ in
      if let isEqual, isEqual(value, newValue) { return nil }
      value = newValue
      writes &+= 1
      subscribers = subscribers.filter { $0.value.target != nil }
      return Array(subscribers.values)
    }
    guard let targets else { return }
    UpdateScheduler.stateDidChange(targets, transaction: transaction)
  }

  package func subscribe(_ target: WeakUpdateTarget, id: ObjectIdentifier) {
    lock.withLock { _ in subscribers[id] = target }
  }

  package func unsubscribe(id: ObjectIdentifier) {
    lock.withLock { _ in _ = subscribers.removeValue(forKey: id) }
  }

}

/// Returns `==` for `Value` when it is `Equatable`, found once per storage.
private func equalityComparator<Value>(for type: Value.Type) -> ((Value, Value) -> Bool)? {
  if type == String.self {
    // Text fields write long strings on every keystroke; comparing UTF-8 lengths first (O(1)
    // for native strings) skips the full scan whenever the lengths differ.
    return { lhs, rhs in
      let lhs = lhs as! String
      let rhs = rhs as! String
      return lhs.utf8.count == rhs.utf8.count && lhs == rhs
    }
  }
  guard let equatable = type as? any Equatable.Type else { return nil }
  func comparator<E: Equatable>(_: E.Type) -> (Value, Value) -> Bool {
    { lhs, rhs in (lhs as? E) == (rhs as? E) }
  }
  return comparator(equatable)
}
