/// The shared storage behind a ``State``.
///
/// `@unchecked Sendable` is sound here: the value and everything that changes with it (the
/// version and the subscribers) are only touched while `tracking`'s lock is held, inside
/// `tracking.withLock`; `State` itself is `Sendable` only when `Value` is, so a non-`Sendable`
/// value can never be reached from two isolation domains.
package final class StateBox<Value>: @unchecked Sendable, TrackedSource, InPlaceBindingLocation {
  /// The value. Read and written only inside `tracking.withLock`. A stored property of the
  /// box rather than a member of a generic struct under the lock: code that is not
  /// specialised for `Value` (every caller outside this module) would look up that struct's
  /// metadata at run time on every access, a third of a version check.
  private var value: Value
  /// Who to update, and how many writes the value took.
  private let tracking = Locked(Tracking())
  private let isEqual: ((Value, Value) -> Bool)?

  /// What a write needs to know besides the value.
  private struct Tracking: Sendable {
    var writes: UInt64 = 0
    var subscribers: [ObjectIdentifier: WeakUpdateTarget] = [:]
    /// `subscribers`' values, made once per change of the set rather than once per write.
    var targets: [WeakUpdateTarget] = []
  }

  package init(_ value: Value) {
    self.value = value
    isEqual = equalityComparator(for: Value.self)
  }

  /// Reads the value, recording the read for the host that is rendering, if any.
  package func read() -> Value {
    let (value, version) = tracking.withLock { (self.value, $0.writes) }
    DependencyRecorder.recordRead(of: self, version: version)
    return value
  }

  package var version: UInt64 { tracking.withLock { $0.writes } }

  /// The version, recorded as a read for the host that is rendering, if any, as ``read()``
  /// records one (without copying the value).
  @MainActor package func trackedVersion() -> UInt64 {
    let version = self.version
    DependencyRecorder.current?.record(self, version: version)
    return version
  }

  /// Writes the value and updates every subscribed host, unless the value is equal.
  package func write(_ newValue: Value, transaction: Transaction) {
    let isEqual = self.isEqual
    let targets: [WeakUpdateTarget]? = tracking.withLock { tracking in
      if let isEqual, isEqual(value, newValue) { return nil }
      value = newValue
      tracking.writes &+= 1
      return tracking.targets
    }
    guard let targets else { return }
    notify(targets, transaction: transaction)
  }

  /// Mutates the value in place (a uniquely referenced buffer stays unique) and updates
  /// every subscribed host, as a write of a different value does, provided the version is
  /// still `expected`: the check and the change hold the lock once. Inside
  /// `withTransaction`, the change carries that block's transaction instead of `transaction`.
  ///
  /// - Returns: The version after the change, or `nil` (and no change) when the value had
  ///   been written since `expected`.
  @MainActor package func modify(
    ifVersion expected: UInt64, transaction: Transaction, _ body: (inout Value) -> Void
  ) -> UInt64? {
    let result: (targets: [WeakUpdateTarget], version: UInt64)? = tracking.withLock {
      tracking in
      guard tracking.writes == expected else { return nil }
      body(&value)
      tracking.writes &+= 1
      return (tracking.targets, tracking.writes)
    }
    guard let result else { return nil }
    UpdateScheduler.stateDidChangeOnMainActor(
      result.targets, source: ObjectIdentifier(self),
      transaction: Transaction.current ?? transaction)
    return result.version
  }

  /// Hands a change to the scheduler, with the transaction of the `withTransaction` block
  /// around the caller if there is one, else `transaction`.
  private func notify(_ targets: [WeakUpdateTarget], transaction: Transaction) {
    // A write nobody reads still lets pending @Observable updates run, as every write does.
    UpdateScheduler.stateDidChange(
      targets, source: ObjectIdentifier(self), transaction: Transaction.current ?? transaction)
  }

  // MARK: InPlaceBindingLocation: what a `Binding` made by `State.projectedValue` calls.

  package func get() -> Value { read() }

  /// Writes `value`; inside `withTransaction`, with that block's transaction, as every write
  /// does.
  package func set(_ value: Value, transaction: Transaction) {
    write(value, transaction: transaction)
  }

  // MARK: Subscriptions

  @MainActor package func subscribe(_ target: WeakUpdateTarget, id: ObjectIdentifier) {
    tracking.withLock { tracking in
      // Hosts released without dismantling leave dead entries; drop them here.
      tracking.subscribers = tracking.subscribers.filter { $0.value.target != nil }
      tracking.subscribers[id] = target
      tracking.targets = Array(tracking.subscribers.values)
    }
  }

  @MainActor package func unsubscribe(id: ObjectIdentifier) {
    tracking.withLock { tracking in
      guard tracking.subscribers.removeValue(forKey: id) != nil else { return }
      tracking.targets = Array(tracking.subscribers.values)
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
