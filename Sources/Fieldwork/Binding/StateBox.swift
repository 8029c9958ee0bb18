/// The shared storage behind a ``State``.
///
/// `@unchecked Sendable` is sound here: everything mutable (the value and `tracking`) is only
/// touched while `tracking`'s lock is held; `State` itself is `Sendable` only when `Value`
/// is, so a non-`Sendable` value can never be reached from two isolation domains.
package final class StateBox<Value>: @unchecked Sendable, TrackedSource, InPlaceBindingLocation {
  /// The value, in memory of its own and guarded by `tracking`'s lock. Kept out of a generic
  /// struct beside the counters: code that is not specialised for `Value` (every caller
  /// outside this module) would look up that struct's metadata at run time on every access,
  /// which cost more than the rest of a version check (profiled with callgrind: three
  /// version checks per keystroke, about 440 instructions each).
  private let value: UnsafeMutablePointer<Value>
  private let tracking = Locked(StateTracking())
  private let isEqual: ((Value, Value) -> Bool)?

  package init(_ value: Value) {
    self.value = UnsafeMutablePointer<Value>.allocate(capacity: 1)
    self.value.initialize(to: value)
    self.isEqual = equalityComparator(for: Value.self)
  }

  deinit {
    value.deinitialize(count: 1)
    value.deallocate()
  }

  /// Reads the value, recording the read for the host that is rendering, if any.
  package func read() -> Value {
    let value = self.value
    guard let recorder = DependencyRecorder.current else {
      return tracking.withLock { _ in value.pointee }
    }
    var version: UInt64 = 0
    let current = tracking.withLock { tracking -> Value in
      version = tracking.writes
      return value.pointee
    }
    recorder.record(self, version: version)
    return current
  }

  package var version: UInt64 { tracking.withLock { $0.writes } }

  /// The version, recorded as a read for the host that is rendering, if any, as ``read()``
  /// records one (without copying the value).
  package func trackedVersion() -> UInt64 {
    let version = self.version
    DependencyRecorder.current?.record(self, version: version)
    return version
  }

  /// Writes the value and updates every subscribed host, unless the value is equal.
  package func write(_ newValue: Value, transaction: Transaction) {
    let isEqual = self.isEqual
    let value = self.value
    let targets: [WeakUpdateTarget]? = tracking.withLock { tracking in
      if let isEqual, isEqual(value.pointee, newValue) { return nil }
      value.pointee = newValue
      tracking.writes &+= 1
      return tracking.targets
    }
    // A write nobody reads still lets pending @Observable updates run, as every write does.
    guard let targets else { return }
    notify(targets, transaction: transaction)
  }

  /// Hands a change to the scheduler, with the transaction of the `withTransaction` block
  /// around the caller if there is one, else `transaction`.
  private func notify(_ targets: [WeakUpdateTarget], transaction: Transaction) {
    // Asked once for both: the answer costs a thread-specific look-up.
    let onMainQueue = MainQueue.isCurrent
    UpdateScheduler.stateDidChange(
      targets, source: ObjectIdentifier(self),
      transaction: Transaction.current(or: transaction, onMainQueue: onMainQueue),
      onMainQueue: onMainQueue)
  }

  /// Mutates the value in place (the storage keeps a uniquely referenced buffer unique) and
  /// updates every subscribed host, as a write of a different value does, provided the
  /// version is still `expected`: the check and the change hold the lock once. Inside
  /// `withTransaction`, the change carries that block's transaction instead of `transaction`.
  ///
  /// - Returns: The version after the change, or `nil` (and no change) when the value had
  ///   been written since `expected`.
  package func modify(
    ifVersion expected: UInt64, transaction: Transaction, _ body: (inout Value) -> Void
  ) -> UInt64? {
    let value = self.value
    var version: UInt64 = 0
    let targets: [WeakUpdateTarget]? = tracking.withLock { tracking in
      guard tracking.writes == expected else { return nil }
      body(&value.pointee)
      tracking.writes &+= 1
      version = tracking.writes
      return tracking.targets
    }
    guard let targets else { return nil }
    notify(targets, transaction: transaction)
    return version
  }

  // MARK: InPlaceBindingLocation: what a `Binding` made by `State.projectedValue` calls.

  package func get() -> Value { read() }

  /// Writes `value`; inside `withTransaction`, with that block's transaction, as every write
  /// does.
  package func set(_ value: Value, transaction: Transaction) {
    write(value, transaction: transaction)
  }

  // MARK: Subscriptions

  package func subscribe(_ target: WeakUpdateTarget, id: ObjectIdentifier) {
    tracking.withLock { tracking in
      // Hosts released without dismantling leave dead entries; drop them here.
      tracking.subscribers = tracking.subscribers.filter { $0.value.target != nil }
      tracking.subscribers[id] = target
      tracking.targets = Array(tracking.subscribers.values)
    }
  }

  package func unsubscribe(id: ObjectIdentifier) {
    tracking.withLock { tracking in
      guard tracking.subscribers.removeValue(forKey: id) != nil else { return }
      tracking.targets = Array(tracking.subscribers.values)
    }
  }
}

/// What a ``StateBox`` knows besides its value: who to update, and how many writes it took.
private struct StateTracking: Sendable {
  var subscribers: [ObjectIdentifier: WeakUpdateTarget] = [:]
  /// `subscribers`' values, made once per change of the set rather than once per write.
  var targets: [WeakUpdateTarget] = []
  var writes: UInt64 = 0
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
