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
    /// The transaction the latest write carried: a host that rendered the value before it
    /// subscribed (its first render) updates with it.
    var lastTransaction = Transaction()
    /// The storage this one stands for, once linked (see ``link(to:)``): every access goes
    /// there instead.
    var linked: StateBox<Value>?
  }

  package init(_ value: Value) {
    self.value = value
    isEqual = equalityComparator(for: Value.self)
  }

  /// Reads the value, recording the read for the host that is rendering, if any.
  package func read() -> Value {
    switch access({ tracking in (self.value, tracking.writes) }) {
    case .local(let (value, version)):
      DependencyRecorder.recordRead(of: self, version: version)
      return value
    case .linked(let box):
      return box.read()
    }
  }

  package var version: UInt64 {
    switch access({ $0.writes }) {
    case .local(let version): version
    case .linked(let box): box.version
    }
  }

  /// The transaction of the latest write (a fresh one before any).
  package var lastWriteTransaction: Transaction {
    switch access({ $0.lastTransaction }) {
    case .local(let transaction): transaction
    case .linked(let box): box.lastWriteTransaction
    }
  }

  /// The version, recorded as a read for the host that is rendering, if any, as ``read()``
  /// records one (without copying the value).
  @MainActor package func trackedVersion() -> UInt64 {
    switch access({ $0.writes }) {
    case .local(let version):
      DependencyRecorder.current?.record(self, version: version)
      return version
    case .linked(let box):
      return box.trackedVersion()
    }
  }

  /// What an access found: this storage's own answer, or the storage it stands for.
  private enum Access<Answer> {
    case local(Answer)
    case linked(StateBox<Value>)
  }

  /// Runs `body` under the lock unless this storage is linked; one lock either way.
  private func access<Answer>(_ body: (inout Tracking) -> Answer) -> Access<Answer> {
    tracking.withLock { tracking in
      if let linked = tracking.linked { return .linked(linked) }
      return .local(body(&tracking))
    }
  }

  /// Writes the value and updates every subscribed host, unless the value is equal.
  package func write(_ newValue: Value, transaction: Transaction) {
    let isEqual = self.isEqual
    let transaction = Transaction.current ?? transaction
    let outcome = access { tracking -> [WeakUpdateTarget]? in
      if let isEqual, isEqual(value, newValue) { return nil }
      value = newValue
      tracking.writes &+= 1
      tracking.lastTransaction = transaction
      return tracking.targets
    }
    switch outcome {
    case .local(let targets):
      if let targets { notify(targets, transaction: transaction) }
    case .linked(let box):
      box.write(newValue, transaction: transaction)
    }
  }

  // MARK: Linking: a view's state, kept by its place in the tree

  /// Makes this storage stand for `persistent` from now on: reads, writes, versions and
  /// subscriptions all go there. A view tree links the fresh storage of a `@State` in a
  /// newly built view value to the storage its node has kept since the view first
  /// appeared, as SwiftUI keeps a view's state by its identity. What this storage held is
  /// dropped: a value written to a view's state before it is installed does not count, as
  /// in SwiftUI. Linking a storage to itself, or again to the same storage, does nothing.
  @MainActor package func link(to persistent: StateBox<Value>) {
    // Linked to the storage at the end of the chain, which is never this one: no cycle.
    let root = persistent.root
    guard root !== self else { return }
    tracking.withLock { $0.linked = root }
  }

  /// Whether this storage stands for another (see ``link(to:)``).
  package var isLinked: Bool { tracking.withLock { $0.linked != nil } }

  /// The storage at the end of this one's links: itself when it is not linked.
  private var root: StateBox<Value> {
    switch access({ _ in () }) {
    case .local: self
    case .linked(let box): box.root
    }
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
    let transaction = Transaction.current ?? transaction
    let outcome = access { tracking -> (targets: [WeakUpdateTarget], version: UInt64)? in
      guard tracking.writes == expected else { return nil }
      body(&value)
      tracking.writes &+= 1
      tracking.lastTransaction = transaction
      return (tracking.targets, tracking.writes)
    }
    switch outcome {
    case .local(nil):
      return nil
    case .local(let changed?):
      UpdateScheduler.stateDidChangeOnMainActor(
        changed.targets, source: ObjectIdentifier(self), transaction: transaction)
      return changed.version
    case .linked(let box):
      return box.modify(ifVersion: expected, transaction: transaction, body)
    }
  }

  /// Hands a change to the scheduler, with the transaction of the `withTransaction` block
  /// around the caller if there is one, else `transaction`.
  private func notify(_ targets: [WeakUpdateTarget], transaction: Transaction) {
    // A write nobody reads still lets pending @Observable updates run, as every write does.
    UpdateScheduler.stateDidChange(
      targets, source: ObjectIdentifier(self), transaction: transaction)
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
    let outcome = access { tracking in
      // Hosts released without dismantling leave dead entries; drop them here.
      tracking.subscribers = tracking.subscribers.filter { $0.value.target != nil }
      tracking.subscribers[id] = target
      tracking.targets = Array(tracking.subscribers.values)
    }
    if case .linked(let box) = outcome { box.subscribe(target, id: id) }
  }

  @MainActor package func unsubscribe(id: ObjectIdentifier) {
    let outcome = access { tracking in
      guard tracking.subscribers.removeValue(forKey: id) != nil else { return }
      tracking.targets = Array(tracking.subscribers.values)
    }
    if case .linked(let box) = outcome { box.unsubscribe(id: id) }
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
