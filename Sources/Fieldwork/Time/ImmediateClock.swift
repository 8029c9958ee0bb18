/// A clock whose sleeps return at once, moving its time to their deadline, with the names
/// and behaviour of pointfreeco/swift-clocks' `ImmediateClock`: for tests and previews that
/// want a feature's timed work done without waiting and do not care when.
///
/// ```swift
/// let model = SearchModel(clock: ImmediateClock())
/// model.query = "ada"
/// await model.searchTask?.value   // the debounce slept no time at all
/// ```
///
/// A sleep still throws `CancellationError` when its task is cancelled.
public final class ImmediateClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  /// A point in the clock's time: how long after the clock's start it is.
  public typealias Instant = OffsetInstant<Duration>

  private let current: Locked<Duration>

  /// A clock that reads `now`.
  public init(now: Instant = Instant()) {
    current = Locked(now.offset)
  }

  /// The clock's time: the latest deadline slept until, or where it started.
  public var now: Instant { Instant(offset: current.withLock { $0 }) }

  /// The smallest step: zero.
  public var minimumResolution: Duration { .zero }

  /// Returns at once, moving the clock to `deadline` when that is later than now.
  ///
  /// - Throws: `CancellationError` when the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { if $0 < deadline.offset { $0 = deadline.offset } }
    await Task.yield()
    try Task.checkCancellation()
  }
}

extension ImmediateClock where Duration == Swift.Duration {
  /// A clock at time zero, measuring in `Duration`: `ImmediateClock()`.
  public convenience init() {
    self.init(now: Instant())
  }
}
