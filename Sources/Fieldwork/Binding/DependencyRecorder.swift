/// Storage whose reads a rendering host records and whose writes update that host.
package protocol TrackedSource: AnyObject, Sendable {
  func subscribe(_ target: WeakUpdateTarget, id: ObjectIdentifier)
  func unsubscribe(id: ObjectIdentifier)
  /// Counts the writes so far, so a host can tell that a value changed between its read and
  /// its subscription (a write made during the render that read it).
  var version: UInt64 { get }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Collects the ``State`` storages read while one host renders.
///
/// The recorder is current on the rendering thread for the duration of a render
/// (``whileCurrent(_:)``), so reads made by the render (on any call depth) are recorded and
/// reads elsewhere — other threads, tasks the render starts — are not. A thread-specific slot
/// rather than a task-local: binding a task-local, and the run-time isolation check Swift
/// adds to a main-actor closure handed to the standard library's `withValue`, cost about a
/// tenth of a keystroke.
package final class DependencyRecorder: Sendable {
  /// The recorder of the render running on this thread, if any.
  package static var current: DependencyRecorder? {
    guard let raw = pthread_getspecific(currentKey) else { return nil }
    // Unretained is sound: `whileCurrent` stores it only while its caller holds the recorder.
    return Unmanaged<DependencyRecorder>.fromOpaque(raw).takeUnretainedValue()
  }

  private static let currentKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "pthread_key_create failed with \(status)")
    return key
  }()

  /// Runs `body` with this recorder as ``current`` on the calling thread.
  package func whileCurrent<Result>(_ body: () -> Result) -> Result {
    let previous = pthread_getspecific(Self.currentKey)
    pthread_setspecific(Self.currentKey, Unmanaged.passUnretained(self).toOpaque())
    defer { pthread_setspecific(Self.currentKey, previous) }
    return withExtendedLifetime(self) { body() }
  }

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
    sources.withLock { sources in
      // Even on an empty dictionary, `removeAll` looks up generic metadata.
      if !sources.isEmpty { sources.removeAll(keepingCapacity: true) }
    }
  }
}
