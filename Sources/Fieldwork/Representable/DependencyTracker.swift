import Observation

/// What one update target read while it rendered, kept so that exactly those sources update
/// it: the `State` storages it read (subscribed to), and one Observation registration for the
/// `@Observable` values it read.
///
/// A ``RepresentableHost`` keeps one for its content and its `updateView`; a node of a
/// FieldworkSwiftUI view tree keeps one for its `body`. A render is
/// ``beginRender()``, one or more ``track(_:)`` calls, then ``endRender()``.
@MainActor
package final class DependencyTracker {
  /// The sources the latest render read, by identity.
  private var dependencies: [ObjectIdentifier: any TrackedSource] = [:]
  /// The identities of the sources the latest render read, in the order it read them: a
  /// render that reads what the last one read (the usual case) changes no subscription.
  private var dependencyOrder: [ObjectIdentifier] = []
  /// The Observation registration of the latest render, cancelled when the next is made.
  private var observation: ObservationRegistration?
  /// The registration of the render running now, if it reads `@Observable` values.
  private var pendingObservation: ObservationRegistration?
  /// Whether a render has read an `@Observable` value. Until one does, renders install no
  /// cancellable Observation registration; from the next render on, each render's
  /// registrations carry the marker that lets the following render cancel them.
  package private(set) var readsObservables = false
  /// The recorder of `State` reads, reused by every render.
  package let recorder = DependencyRecorder()
  /// Where registrations are counted, for a tracker whose owner reports the count.
  private let observationCounts: Locked<ObservationRegistration.Counts>?
  /// The target; it owns the tracker, so it outlives it. An idle tracker can be handed on
  /// to another target (``retarget(to:)``): until then nothing reads this.
  private unowned var owner: any UpdateTarget
  /// The target as the sources hold it, weakly: made when a render first reads something.
  private var weakTarget: WeakUpdateTarget?
  /// Whether ``stop()`` has run.
  private var isStopped = false

  /// A tracker for `target`, which owns it.
  ///
  /// - Parameter countsRegistrations: Whether to count Observation registrations, for
  ///   ``liveObservationRegistrations``.
  package init(target: any UpdateTarget, countsRegistrations: Bool = true) {
    owner = target
    observationCounts = countsRegistrations ? Locked(ObservationRegistration.Counts()) : nil
  }

  /// The target's identity, under which it subscribes.
  private var id: ObjectIdentifier { ObjectIdentifier(owner) }

  /// The target as the sources hold it.
  private var target: WeakUpdateTarget {
    if let weakTarget { return weakTarget }
    let made = WeakUpdateTarget(owner)
    weakTarget = made
    return made
  }

  /// How many Observation registrations are armed, for tests of the bound (0 for a tracker
  /// that does not count them).
  package var liveObservationRegistrations: Int {
    observationCounts?.withLock { $0.installed - $0.finished } ?? 0
  }

  /// Starts a render: forgets the reads of the last one.
  package func beginRender() {
    recorder.reset()
    pendingObservation =
      readsObservables ? ObservationRegistration(counts: observationCounts) : nil
  }

  /// Runs `body` as part of the render, recording its `State` reads (as the current
  /// recorder) and its `@Observable` reads (in an Observation registration of its own: one
  /// is armed only when its closure returns, so a render that reads in one step and writes
  /// in the next makes two).
  package func track<Result>(_ body: () -> Result) -> Result {
    let registration = pendingObservation
    let counts = observationCounts
    // Evaluated by Observation only when the body read an @Observable value.
    func arm() -> @Sendable () -> Void {
      readsObservables = true
      let target = self.target
      let onChange: @Sendable () -> Void = { UpdateScheduler.observedValueWillChange(target) }
      return registration?.installed(onChange)
        ?? ObservationRegistration.uncancellable(onChange, counts: counts)
    }
    return recorder.whileCurrent {
      Self.observing(body, including: registration, onChange: arm())
    }
  }

  /// Runs `body` under Observation's tracking, with `registration`'s marker read first.
  ///
  /// Nonisolated, so that the closure handed to Observation is too: an isolated closure
  /// passed where a plain one is expected checks its executor each time it runs, and a long
  /// list runs one a row.
  private nonisolated static func observing<Result>(
    _ body: () -> Result, including registration: ObservationRegistration?,
    onChange: @autoclosure () -> @Sendable () -> Void
  ) -> Result {
    withObservationTracking(
      {
        registration?.include()
        return body()
      }, onChange: onChange())
  }

  /// Runs `body` recording its `State` reads only: for renders that cannot read
  /// `@Observable` values, which skip Observation's cost.
  package func trackStateOnly<Result>(_ body: () -> Result) -> Result {
    recorder.whileCurrent(body)
  }

  /// Ends a render: keeps this render's Observation registration (cancelling the last
  /// one's), subscribes to the sources it read and no others, and queues the target again
  /// when one of them was written after the render read it but before the target
  /// subscribed (nobody queued it then).
  package func endRender() {
    // The previous render's registrations stayed armed until now, so an @Observable value
    // they read and this render wrote has already queued the target. Cancelling them keeps
    // one render's registrations, however many renders run.
    observation?.cancel()
    observation = pendingObservation
    pendingObservation = nil
    // A stop triggered from inside the render must not be undone here.
    guard !isStopped else {
      observation?.cancel()
      observation = nil
      return
    }
    let recorded = recorder.recorded
    if !recorded.elementsEqual(dependencyOrder, by: { $0.key == $1 }) {
      var sources: [ObjectIdentifier: any TrackedSource] = [:]
      for dependency in recorded { sources[dependency.key] = dependency.source }
      for (key, source) in dependencies where sources[key] == nil {
        source.unsubscribe(id: id)
      }
      for (key, source) in sources where dependencies[key] == nil {
        source.subscribe(target, id: id)
      }
      dependencies = sources
      dependencyOrder = recorded.map(\.key)
    }
    // The update carries the transaction of the last write it missed (of the last source
    // read, when several were written), as an update of a subscribed target carries its
    // last write's.
    if let missed = recorded.last(where: { $0.source.version != $0.version }) {
      UpdateScheduler.enqueue(owner, transaction: missed.source.lastWriteTransaction)
    }
  }

  /// Whether the latest render read nothing, and no render ever read an `@Observable`
  /// value: nothing can reach the target through the tracker, which its owner may let go
  /// (and make anew for its next render).
  package var isIdle: Bool {
    !isStopped && !readsObservables && dependencies.isEmpty && observation == nil
  }

  /// Hands the tracker, idle, to `target`, which now owns it: a view tree's nodes whose
  /// renders read nothing (a long list's rows) pass one tracker on, where each would make
  /// one and let it go.
  ///
  /// - Precondition: ``isIdle``: nothing can reach the last target through the tracker.
  package func retarget(to target: any UpdateTarget) {
    precondition(isIdle, "only an idle tracker can be handed on")
    owner = target
    weakTarget = nil
  }

  /// Unsubscribes from everything and cancels the Observation registration: later changes
  /// no longer reach the target. Idempotent.
  package func stop() {
    guard !isStopped else { return }
    isStopped = true
    for source in dependencies.values { source.unsubscribe(id: id) }
    dependencies = [:]
    dependencyOrder = []
    observation?.cancel()
    observation = nil
  }
}
