/// A clock whose time moves only when a test moves it, with the names and behaviour of
/// pointfreeco/swift-clocks' `TestClock`.
///
/// Give a view model `any Clock<Duration>`: a `ContinuousClock()` in the app, a `TestClock`
/// in its tests. A debounce then runs in no real time and gives the same answer every run:
///
/// ```swift
/// let clock = TestClock()
/// let model = SearchModel(clock: clock)
/// model.query = "ada"                          // the model sleeps 300 ms on the clock
/// await clock.advance(by: .milliseconds(299))  // nothing yet
/// await clock.advance(by: .milliseconds(1))    // the search runs now
/// ```
///
/// - Sleepers wake in the order of their deadlines as ``advance(by:isolation:)`` passes them; a
///   sleep until a deadline before ``now`` returns at once, and a sleep until ``now`` waits
///   for the next advance, however short.
/// - A sleep throws `CancellationError` as soon as its task is cancelled.
/// - ``run(timeout:isolation:)`` advances until nothing sleeps; ``checkSuspension(isolation:)`` throws while
///   something does.
/// - Advancing backwards moves nothing and reports
///   ``UpdateDiagnostic/Kind/clockMovedBackwards(by:)`` to ``diagnosticHandler``.
///
/// Given to a host (`ViewHost(clock:)` in FieldworkSwiftUI), the clock also times the
/// screen's `.task` work and its `Task.sleep`, and `host.advance(by:)` moves it; see the
/// testing article's section on time.
public final class TestClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  /// A point in the clock's time: how long after the clock's start it is.
  public typealias Instant = OffsetInstant<Duration>

  /// Sleeps on the clock were still waiting when ``checkSuspension(isolation:)`` looked.
  public struct SuspensionError: Error, CustomStringConvertible {
    /// How many sleeps were waiting.
    public let count: Int

    /// A sentence naming the count.
    public var description: String {
      "TestClock: \(count) sleep\(count == 1 ? " was" : "s were") still suspended on the clock"
    }
  }

  package let timeline: Timeline<Duration>
  private let start: Duration
  private let handler = Locked(HandlerBox(handler: UpdateDiagnostic.printToStandardError))

  private struct HandlerBox: Sendable {
    var handler: @Sendable (UpdateDiagnostic) -> Void
  }

  /// A clock that reads `now`.
  public init(now: Instant = Instant()) {
    timeline = Timeline()
    start = now.offset
  }

  /// Where misuse goes: advancing backwards, or a second host given the clock. Prints to
  /// standard error unless changed.
  public var diagnosticHandler: @Sendable (UpdateDiagnostic) -> Void {
    get { handler.withLock { $0.handler } }
    set { handler.withLock { $0.handler = newValue } }
  }

  /// The clock's time; it changes only when the clock is advanced.
  public var now: Instant { Instant(offset: start + timeline.now) }

  /// The smallest step: zero, since time moves only when told.
  public var minimumResolution: Duration { .zero }

  /// How many sleeps wait on the clock.
  public var sleeperCount: Int { timeline.sleeperCount }

  /// Suspends until the clock reaches `deadline`.
  ///
  /// - Throws: `CancellationError` when the task is cancelled before or while it sleeps.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await timeline.sleep(until: deadline.offset - start)
  }

  /// Moves time forward by `duration`, waking each sleep whose deadline comes, in order,
  /// and letting it run before the next wakes and before returning. Scheduled actions (a
  /// Combine test scheduler's) run on the caller's actor.
  public func advance(
    by duration: Duration = .zero, isolation: isolated (any Actor)? = #isolation
  ) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `deadline`, as ``advance(by:isolation:)`` does. A deadline before ``now``
  /// moves nothing and reports ``UpdateDiagnostic/Kind/clockMovedBackwards(by:)``.
  public func advance(
    to deadline: Instant, isolation: isolated (any Actor)? = #isolation
  ) async {
    if await !timeline.advance(to: deadline.offset - start) {
      report(
        .clockMovedBackwards(by: "\(deadline.duration(to: now))"), host: "TestClock(now: \(now))")
    }
  }

  /// Advances to each sleep's deadline in turn until nothing sleeps on the clock. Work that
  /// never stops sleeping (a repeating timer) is given up on after `timeout` of real time,
  /// and ``UpdateDiagnostic/Kind/clockRunTimedOut(after:)`` is reported. The timeout is
  /// real time, which a busy machine can use up: a test that must see every sleep end gives
  /// it room, or advances by a fixed duration.
  public func run(
    timeout: Swift.Duration = .milliseconds(500), isolation: isolated (any Actor)? = #isolation
  ) async {
    if await !timeline.run(timeout: timeout) {
      report(
        .clockRunTimedOut(after: "\(timeout)"),
        host: "TestClock(now: \(now))")
    }
  }

  /// Throws ``SuspensionError`` when something sleeps on the clock, after letting other
  /// work run: proof that a feature has no time-based work left.
  public func checkSuspension(isolation: isolated (any Actor)? = #isolation) async throws {
    await timeline.letWorkRun()
    let count = timeline.pendingCount
    if count > 0 { throw SuspensionError(count: count) }
  }

  /// Lets other tasks run until at least `count` of them sleep on this clock, so a test can
  /// advance time knowing the sleeper is waiting.
  ///
  /// A sleep that starts on another executor (a global-executor task) reaches the clock
  /// after some turns of it, which other tests running meanwhile may delay; so this waits
  /// in real time, yielding, until the sleepers are there or `timeout` has passed. It times
  /// nothing: it only bounds how long a test waits for something that may never happen.
  ///
  /// - Returns: Whether `count` sleepers were waiting.
  @discardableResult
  public func waitForSleepers(
    count: Int = 1, timeout: Swift.Duration = .seconds(10),
    isolation: isolated (any Actor)? = #isolation
  ) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var turns = 0
    while sleeperCount < count {
      guard clock.now < deadline else { return false }
      turns += 1
      if turns.isMultiple(of: 100) {
        try? await Task.sleep(for: .milliseconds(1))
      } else {
        await Task.yield()
      }
    }
    return true
  }

  package func report(_ kind: UpdateDiagnostic.Kind, host: String) {
    diagnosticHandler(UpdateDiagnostic(kind: kind, hostDescription: host, rounds: 0))
  }
}

extension TestClock where Duration == Swift.Duration {
  /// A clock at time zero, measuring in `Duration`: `TestClock()`.
  public convenience init() {
    self.init(now: Instant())
  }
}
