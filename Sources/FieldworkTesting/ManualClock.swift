import Fieldwork

/// A clock that moves only when a test advances it, for debounce and timeout logic.
///
/// ```swift
/// let clock = ManualClock()
/// let host = RepresentableHost {
///   SearchBar(text: $query).debounce(for: .milliseconds(300), clock: clock).onQuery { seen.append($0) }
/// }
/// host.view.tap()
/// host.view.type("ada")
/// await clock.waitForSleepers()                 // the debounce is waiting
/// await clock.advance(by: .milliseconds(299))   // nothing yet
/// await clock.advance(by: .milliseconds(1))     // seen == ["ada"]
/// ```
///
/// Sleepers wake in deadline order when ``advance(by:)`` passes their deadline; a cancelled
/// sleep throws `CancellationError` at once.
public final class ManualClock: Clock, Sendable {
  /// A point in the clock's time: the duration since the clock was made.
  public struct Instant: InstantProtocol, Sendable, Hashable, Comparable {
    /// Time since the clock started.
    public var offset: Duration

    /// Creates an instant `offset` after the start.
    public init(offset: Duration) { self.offset = offset }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The duration from this instant to `other`.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Orders instants by time.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    var id: Int
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var nextID = 0
    var sleepers: [Sleeper] = []
    var cancelled: Set<Int> = []
  }

  // A pthread-based lock rather than `Mutex`, so ThreadSanitizer sees the synchronisation.
  private let state = Locked(State())

  /// Creates a clock at time zero.
  public init() {}

  /// The current instant; it changes only through ``advance(by:)``.
  public var now: Instant { state.withLock { $0.now } }

  /// The smallest step: zero, since time only moves when told.
  public var minimumResolution: Duration { .zero }

  /// How many tasks are sleeping on the clock.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Suspends until the clock has been advanced to `deadline`.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = state.withLock { state -> Int in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let resumeNow: Result<Void, any Error>? = state.withLock { state in
          if state.cancelled.remove(id) != nil { return .failure(CancellationError()) }
          if deadline <= state.now { return .success(()) }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return nil
        }
        if let resumeNow { continuation.resume(with: resumeNow) }
      }
    } onCancel: {
      let sleeper: Sleeper? = state.withLock { state in
        if let index = state.sleepers.firstIndex(where: { $0.id == id }) {
          return state.sleepers.remove(at: index)
        }
        state.cancelled.insert(id)
        return nil
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, waking every sleeper whose deadline has come, in
  /// deadline order, and gives the woken tasks a chance to run before returning.
  public func advance(by duration: Duration) async {
    let woken: [Sleeper] = state.withLock { state in
      state.now = state.now.advanced(by: duration)
      let now = state.now
      let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
      state.sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in woken { sleeper.continuation.resume() }
    // Let the woken tasks (usually on the caller's actor) run before the caller continues.
    for _ in 0..<20 { await Task.yield() }
  }

  /// Lets other tasks run until at least `count` of them sleep on this clock, so a test can
  /// advance time knowing the debounced work is waiting.
  ///
  /// A sleeper usually reaches the clock after a few turns of the caller's actor, but a
  /// `Clock`'s `sleep` runs on the global executor, which other tests may keep busy for a
  /// while (a test runner runs suites in parallel on a few threads). So this waits in real
  /// time, yielding and pausing a millisecond now and then, until the sleepers are there or
  /// `timeout` has passed. It never makes a test slower than its sleepers need, and it times
  /// nothing: it only bounds how long a test waits for something that may never happen.
  ///
  /// - Parameters:
  ///   - count: How many sleepers to wait for.
  ///   - timeout: How long to wait before giving up.
  ///   - isolation: The actor the caller runs on, filled in for you: the waiting runs there.
  /// - Returns: Whether `count` sleepers were waiting.
  @discardableResult
  public func waitForSleepers(
    count: Int = 1, timeout: Duration = .seconds(10),
    isolation: isolated (any Actor)? = #isolation
  ) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    var turns = 0
    while sleeperCount < count {
      guard ContinuousClock.now < deadline else { return false }
      turns += 1
      if turns.isMultiple(of: 100) {
        try? await Task.sleep(for: .milliseconds(1))
      } else {
        await Task.yield()
      }
    }
    return true
  }
}
