/// A point in a clock's time, as the duration since the clock's start: the `Instant` of
/// ``TestClock``, ``ImmediateClock`` and ``AnyClock``.
public struct OffsetInstant<Duration: DurationProtocol & Hashable>: InstantProtocol, Sendable,
  Hashable, Comparable
{
  /// Time since the clock started.
  public let offset: Duration

  /// The instant `offset` after the start.
  public init(offset: Duration = .zero) { self.offset = offset }

  /// The instant `duration` later.
  public func advanced(by duration: Duration) -> OffsetInstant {
    OffsetInstant(offset: offset + duration)
  }

  /// The duration from this instant to `other`.
  public func duration(to other: OffsetInstant) -> Duration {
    other.offset - offset
  }

  /// Orders instants by time.
  public static func < (lhs: OffsetInstant, rhs: OffsetInstant) -> Bool {
    lhs.offset < rhs.offset
  }
}
