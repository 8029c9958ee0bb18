/// The shared storage behind a ``State``.
///
/// `@unchecked Sendable` is sound here: everything mutable lives in `storage`, a ``Locked``,
/// and is only touched while its lock is held; `State` itself is `Sendable` only when `Value`
/// is, so a non-`Sendable` value can never be reached from two isolation domains.
package final class StateBox<Value>: @unchecked Sendable, TrackedSource {
  private struct Storage {
    var value: Value
    var subscribers: [ObjectIdentifier: WeakUpdateTarget] = [:]
    /// `subscribers`' values, made once per change of the set rather than once per write.
    var targets: [WeakUpdateTarget] = []
    var writes: UInt64 = 0
  }

  // The value sits inside the lock (not beside a `Locked(())`): ThreadSanitizer reports
  // inout accesses to a zero-sized guarded value as races, because every such value shares
  // one address whatever lock guards it.
  private let storage: Locked<Storage>
  private let isEqual: ((Value, Value) -> Bool)?

  package init(_ value: Value) {
    self.storage = Locked(uncheckedValue: Storage(value: value))
    self.isEqual = equalityComparator(for: Value.self)
  }

  /// Reads the value, recording the read for the host that is rendering, if any.
  package func read() -> Value {
    guard let recorder = DependencyRecorder.current else {
      return storage.withLock { $0.value }
    }
    // Two results without a tuple: tuple metadata is built at run time in generic code.
    var version: UInt64 = 0
    let current = storage.withLock { storage -> Value in
      version = storage.writes
      return storage.value
    }
    recorder.record(self, version: version)
    return current
  }

  package var version: UInt64 { storage.withLock { $0.writes } }

  /// Writes the value and updates every subscribed host, unless the value is equal.
  package func write(_ newValue: Value, transaction: Transaction) {
    let isEqual = self.isEqual
    let targets: [WeakUpdateTarget]? = storage.withLock { storage in
      if let isEqual, isEqual(storage.value, newValue) { return nil }
      storage.value = newValue
      storage.writes &+= 1
      return storage.targets
    }
    // A write nobody reads still lets pending @Observable updates run, as every write does.
    guard let targets else { return }
    UpdateScheduler.stateDidChange(
      targets, source: ObjectIdentifier(self), transaction: transaction)
  }

  /// Mutates the value in place (the storage keeps a uniquely referenced buffer unique) and
  /// updates every subscribed host, as a write of a different value does.
  ///
  /// - Returns: The version after the change.
  package func modify(transaction: Transaction, _ body: (inout Value) -> Void) -> UInt64 {
    var version: UInt64 = 0
    let targets = storage.withLock { storage in
      body(&storage.value)
      storage.writes &+= 1
      version = storage.writes
      return storage.targets
    }
    UpdateScheduler.stateDidChange(
      targets, source: ObjectIdentifier(self), transaction: transaction)
    return version
  }

  package func subscribe(_ target: WeakUpdateTarget, id: ObjectIdentifier) {
    storage.withLock { storage in
      // Hosts released without dismantling leave dead entries; drop them here.
      storage.subscribers = storage.subscribers.filter { $0.value.target != nil }
      storage.subscribers[id] = target
      storage.targets = Array(storage.subscribers.values)
    }
  }

  package func unsubscribe(id: ObjectIdentifier) {
    storage.withLock { storage in
      guard storage.subscribers.removeValue(forKey: id) != nil else { return }
      storage.targets = Array(storage.subscribers.values)
    }
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
