/// Any clock measuring in `Duration`, behind one type, as pointfreeco/swift-clocks'
/// `AnyClock`: for a stored property that holds a `ContinuousClock` in the app and a
/// ``TestClock`` in tests, where `any Clock<Duration>` will not do (a generic parameter, or
/// code written before Swift 5.7's constrained existentials).
///
/// ```swift
/// let clock = AnyClock(ContinuousClock())
/// try await clock.sleep(for: .milliseconds(300))
/// ```
///
/// Its instants are offsets from the moment the wrapped clock was wrapped.
public final class AnyClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  /// A point in the clock's time: how long after the wrapping it is.
  public typealias Instant = OffsetInstant<Duration>

  private let readNow: @Sendable () -> Duration
  private let readResolution: @Sendable () -> Duration
  private let sleeper: @Sendable (Duration, Duration?) async throws -> Void

  /// Wraps `clock`: its time, resolution and sleeps.
  public init<C: Clock>(_ clock: C) where C.Duration == Duration {
    let start = clock.now
    readNow = { start.duration(to: clock.now) }
    readResolution = { clock.minimumResolution }
    sleeper = { offset, tolerance in
      try await clock.sleep(until: start.advanced(by: offset), tolerance: tolerance)
    }
  }

  /// The wrapped clock's time, as an offset from the wrapping.
  public var now: Instant { Instant(offset: readNow()) }

  /// The wrapped clock's resolution.
  public var minimumResolution: Duration { readResolution() }

  /// Sleeps on the wrapped clock until `deadline`.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await sleeper(deadline.offset, tolerance)
  }
}
