/// Storage whose reads a rendering host records and whose writes update that host.
package protocol TrackedSource: AnyObject, Sendable {
  @MainActor func subscribe(_ target: WeakUpdateTarget, id: ObjectIdentifier)
  @MainActor func unsubscribe(id: ObjectIdentifier)
  /// Counts the writes so far, so a host can tell that a value changed between its read and
  /// its subscription (a write made during the render that read it).
  var version: UInt64 { get }
  /// The transaction the latest write carried, so a host that finds a value written between
  /// its read and its subscription updates with it, as it would had it been subscribed.
  var lastWriteTransaction: Transaction { get }
}

/// Collects the ``State`` storages read while one host renders.
///
/// Hosts render on the main actor, one at a time, so the recorder of the running render is a
/// main-actor value (``current``). A read is recorded only when it is made on the main actor
/// during a render: reads on other threads, and reads by tasks the render starts (which run
/// after it), are not.
@MainActor
package final class DependencyRecorder {
  /// The recorder of the render running now, if any.
  package private(set) static var current: DependencyRecorder?

  /// A source read during the render and its version at the first read.
  package struct Dependency: Sendable {
    package let source: any TrackedSource
    package let version: UInt64
    /// The source's identity.
    package let key: ObjectIdentifier
  }

  /// The sources read since the last ``reset()``, in the order of their first read.
  package private(set) var recorded: [Dependency] = []
  private var seen: Set<ObjectIdentifier> = []
  /// The slots of the `State` values the content declares, while the host evaluates its
  /// content (not while it runs `updateView`).
  package private(set) var slots: StateSlots?

  package init() {}

  /// Runs `body` with this recorder as ``current``.
  package func whileCurrent<Result>(_ body: () -> Result) -> Result {
    let previous = Self.current
    Self.current = self
    defer { Self.current = previous }
    return body()
  }

  /// Runs `body` (the content's evaluation) with `slots` active: a `State` created meanwhile
  /// takes its storage from them.
  package func withSlots<Result>(_ slots: StateSlots, _ body: () -> Result) -> Result {
    let previous = self.slots
    self.slots = slots
    defer { self.slots = previous }
    return body()
  }

  /// Records a read of `source`, which saw the value as of `version`.
  package func record(_ source: any TrackedSource, version: UInt64) {
    let key = ObjectIdentifier(source)
    guard seen.insert(key).inserted else { return }
    recorded.append(Dependency(source: source, version: version, key: key))
  }

  /// Forgets the reads, so a host can reuse one recorder for every render.
  package func reset() {
    recorded.removeAll(keepingCapacity: true)
    seen.removeAll(keepingCapacity: true)
  }

  /// Records a read of `source` for the render running now, if the caller is on the main
  /// actor and a host is rendering; does nothing elsewhere.
  nonisolated package static func recordRead(of source: any TrackedSource, version: UInt64) {
    guard MainQueue.isCurrent else { return }
    MainActor.assumeIsolated { current?.record(source, version: version) }
  }

  /// The slots of the content being evaluated now, if the caller is on the main actor and a
  /// host is evaluating its content.
  nonisolated package static var currentSlots: StateSlots? {
    guard MainQueue.isCurrent else { return nil }
    return MainActor.assumeIsolated { current?.slots }
  }
}
