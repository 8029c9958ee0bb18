/// Storage whose reads a rendering host records and whose writes update that host.
package protocol TrackedSource: AnyObject, Sendable {
  func subscribe(_ target: WeakUpdateTarget, id: ObjectIdentifier)
  func unsubscribe(id: ObjectIdentifier)
  /// Counts the writes so far, so a host can tell that a value changed between its read and
  /// its subscription (a write made during the render that read it).
  var version: UInt64 { get }
}

/// Collects the ``State`` storages read while one host renders.
///
/// The recorder is bound to a task-local for the duration of a render, so reads made by the
/// render (on any call depth) are recorded and reads elsewhere are not.
package final class DependencyRecorder: Sendable {
  @TaskLocal package static var current: DependencyRecorder?

  private let sources = Locked<[ObjectIdentifier: Dependency]>([:])
  /// The slots of the `State` values the content declares, while the host evaluates its
  /// content (not while it runs `updateView`). Kept here rather than in a task-local of their
  /// own: binding a task-local costs about as much as the rest of a small render.
  private let activeSlots = Locked<StateSlots?>(nil)

  /// A source read during the render and its version at the first read.
  package struct Dependency: Sendable {
    package let source: any TrackedSource
    package let version: UInt64
  }

  package init() {}

  /// The slots a `State` created now takes its storage from, if the host is evaluating its
  /// content.
  package var slots: StateSlots? { activeSlots.withLock { $0 } }

  /// Runs `body` (the content's evaluation) with `slots` active.
  package func withSlots<Result>(_ slots: StateSlots, _ body: () -> Result) -> Result {
    let previous = activeSlots.withLock { active in
      defer { active = slots }
      return active
    }
    defer { activeSlots.withLock { $0 = previous } }
    return body()
  }

  /// Records a read of `source`, which saw the value as of `version`.
  package func record(_ source: any TrackedSource, version: UInt64) {
    sources.withLock { sources in
      let key = ObjectIdentifier(source)
      if sources[key] == nil { sources[key] = Dependency(source: source, version: version) }
    }
  }

  package var recorded: [ObjectIdentifier: Dependency] {
    sources.withLock { $0 }
  }

  /// Forgets the reads, so a host can reuse one recorder for every render.
  package func reset() {
    sources.withLock { $0.removeAll(keepingCapacity: true) }
  }
}
