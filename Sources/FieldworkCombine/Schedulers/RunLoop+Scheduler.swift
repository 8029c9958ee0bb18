internal import FieldworkSupport
import Foundation

extension RunLoop: Scheduler {
  /// A run loop's time, as Combine's `RunLoop.SchedulerTimeType`: a date.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The date.
    public var date: Date

    /// The time `date`.
    public init(_ date: Date) {
      self.date = date
    }

    /// The span from this time to `other`.
    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(other.date.timeIntervalSince(date))
    }

    /// The time `n` later.
    public func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(date.addingTimeInterval(n.timeInterval))
    }

    /// A span of a run loop's time, in seconds, as Combine's
    /// `RunLoop.SchedulerTimeType.Stride`.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Codable, Sendable
    {
      /// The span in seconds.
      public var magnitude: TimeInterval
      /// The span in seconds.
      public var timeInterval: TimeInterval { magnitude }

      /// A span of `timeInterval` seconds.
      public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
      /// `value` seconds.
      public init(floatLiteral value: Double) { magnitude = value }
      /// `value` seconds.
      public init(integerLiteral value: Int) { magnitude = TimeInterval(value) }
      /// `source` seconds, when it fits.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        magnitude = value
      }

      /// `s` seconds.
      public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
      /// `s` seconds.
      public static func seconds(_ s: Double) -> Stride { Stride(s) }
      /// `ms` milliseconds.
      public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
      /// `us` microseconds.
      public static func microseconds(_ us: Int) -> Stride {
        Stride(TimeInterval(us) / 1_000_000)
      }
      /// `ns` nanoseconds.
      public static func nanoseconds(_ ns: Int) -> Stride {
        Stride(TimeInterval(ns) / 1_000_000_000)
      }

      /// Whether `lhs` is shorter.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      /// The sum.
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude + rhs.magnitude)
      }
      /// The difference.
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude - rhs.magnitude)
      }
      /// The product.
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude * rhs.magnitude)
      }
      /// Adds `rhs`.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      /// Subtracts `rhs`.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      /// Multiplies by `rhs`.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
  }

  /// Options for running on a run loop: none, as in Combine.
  public struct SchedulerOptions: Sendable {}

  /// The time now.
  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

  /// None.
  public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

  /// Runs `action` on the run loop, as soon as it turns.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    schedule(after: now, tolerance: minimumTolerance, options: options, action)
  }

  /// Runs `action` on the run loop at `date`.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    let action = Unchecked(action)
    let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action.value() }
    timer.tolerance = tolerance.timeInterval
    add(timer, forMode: .default)
  }

  /// Runs `action` on the run loop at `date`, then every `interval`, until cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let action = Unchecked(action)
    let timer = Timer(fire: date.date, interval: interval.timeInterval, repeats: true) { _ in
      action.value()
    }
    timer.tolerance = tolerance.timeInterval
    add(timer, forMode: .default)
    let unchecked = Unchecked(timer)
    return AnyCancellable { unchecked.value.invalidate() }
  }
}
