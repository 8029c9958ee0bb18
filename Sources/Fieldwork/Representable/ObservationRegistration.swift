import Observation

/// One render's Observation registration, made cancellable with public API only.
///
/// Observation has no public way to cancel a registration: `withObservationTracking` keeps
/// its `onChange` armed until a property it read changes. A host re-rendered for other
/// reasons would pile up one registration per render. Each render therefore also reads a
/// marker property of its own registration object; firing that marker's change cancels the
/// whole registration (Observation drops every property of a registration when any of them
/// fires), and the `onChange` it triggers is ignored.
///
/// `Sendable` because `onChange` may run on any thread: the flag and the counts sit behind
/// ``Locked``.
final class ObservationRegistration: Observable, Sendable {
  /// How many registrations a host armed, and how many of those have fired or been
  /// cancelled.
  struct Counts: Sendable {
    var installed = 0
    var finished = 0
  }

  private let registrar = ObservationRegistrar()
  private let isCancelled = Locked(false)
  /// Where armed and finished registrations are counted, when someone counts them.
  private let counts: Locked<Counts>?

  init(counts: Locked<Counts>?) {
    self.counts = counts
  }

  /// The property every render reads, whose change cancels the registration.
  var marker: Int {
    registrar.access(self, keyPath: \.marker)
    return 0
  }

  /// Adds the marker to the registration being made.
  func include() {
    _ = marker
  }

  /// Called by `withObservationTracking` once the registration is made: returns the
  /// `onChange` to arm, which runs `onChange` unless the registration was cancelled.
  func installed(_ onChange: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
    counts?.withLock { $0.installed += 1 }
    return { [isCancelled, counts] in
      counts?.withLock { $0.finished += 1 }
      if !isCancelled.withLock({ $0 }) { onChange() }
    }
  }

  /// The `onChange` of a registration made without the marker (a host's first render that
  /// reads an `@Observable` value, before the host knows it needs one): counted, never
  /// cancelled, and gone when a value it observes changes.
  static func uncancellable(
    _ onChange: @escaping @Sendable () -> Void, counts: Locked<Counts>?
  ) -> @Sendable () -> Void {
    counts?.withLock { $0.installed += 1 }
    return {
      counts?.withLock { $0.finished += 1 }
      onChange()
    }
  }

  /// Cancels the registration: its `onChange` runs once more, ignored, and Observation drops
  /// it from every object it observed.
  func cancel() {
    let wasCancelled = isCancelled.withLock { cancelled in
      defer { cancelled = true }
      return cancelled
    }
    guard !wasCancelled else { return }
    registrar.willSet(self, keyPath: \.marker)
    registrar.didSet(self, keyPath: \.marker)
  }
}
