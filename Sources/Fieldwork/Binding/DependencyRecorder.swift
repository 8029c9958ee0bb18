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
///
/// A recorder never leaves the thread that renders with it: its host uses it on the main
/// actor, and reads reach it only through ``current``, which is that thread's alone. So it is
/// not `Sendable`, needs no lock, and its stored properties skip the run-time exclusivity
/// checks (`@exclusivity(unchecked)`): every access is one instantaneous dictionary or
/// property operation that runs no other code, so no access is in progress when another
/// begins.
package final class DependencyRecorder {
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

  /// The sources read since the last ``reset()``, in the order of their first read. A render
  /// reads a few, so they are searched in order; past `linearLimit`, through `positions`.
  @exclusivity(unchecked) private var sources: [Dependency] = []
  /// Each source's place in `sources`, kept only once a render has read `linearLimit` of them.
  @exclusivity(unchecked) private var positions: [ObjectIdentifier: Int] = [:]
  private static let linearLimit = 16
  /// The slots of the `State` values the content declares, while the host evaluates its
  /// content (not while it runs `updateView`). Kept here rather than in a task-local of their
  /// own: binding a task-local costs about as much as the rest of a small render.
  @exclusivity(unchecked) package private(set) var slots: StateSlots?

  /// A source read during the render and its version at the first read.
  package struct Dependency: Sendable {
    package let source: any TrackedSource
    package let version: UInt64
    /// The source's identity.
    package let key: ObjectIdentifier
  }

  package init() {}

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
    if sources.count < Self.linearLimit {
      for dependency in sources where dependency.key == key { return }
    } else {
      if positions.isEmpty {
        for (position, dependency) in sources.enumerated() { positions[dependency.key] = position }
      }
      guard positions[key] == nil else { return }
      positions[key] = sources.count
    }
    sources.append(Dependency(source: source, version: version, key: key))
  }

  /// The sources read since the last ``reset()``, each once, in the order of their first read.
  package var recorded: [Dependency] { sources }

  /// Forgets the reads, so a host can reuse one recorder for every render.
  package func reset() {
    // One `removeLast` per source: `removeAll(keepingCapacity:)` goes through the general
    // `replaceSubrange`, several times the cost for the one or two sources a render reads.
    while !sources.isEmpty { sources.removeLast() }
    // Even on an empty dictionary, `removeAll` looks up generic metadata.
    if !positions.isEmpty { positions.removeAll(keepingCapacity: true) }
  }
}
