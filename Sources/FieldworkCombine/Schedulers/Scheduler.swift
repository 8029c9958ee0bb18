import Foundation

/// Something that runs actions now or at a time of its own clock, as Combine's `Scheduler`:
/// `DispatchQueue`, `RunLoop`, ``ImmediateScheduler``, and the test schedulers that move
/// their clock only when a test says (``TestScheduler``).
public protocol Scheduler<SchedulerTimeType> {
  /// The scheduler's notion of time.
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  /// Options an action may be scheduled with.
  associatedtype SchedulerOptions

  /// The time now, by the scheduler's clock.
  var now: SchedulerTimeType { get }
  /// The smallest tolerance the scheduler keeps.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Runs `action` as soon as the scheduler can.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs `action` at `date` or after it, within `tolerance`.
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs `action` at `date`, then every `interval`, until the returned value is cancelled.
  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable
}

extension Scheduler {
  /// Runs `action` as soon as the scheduler can.
  public func schedule(_ action: @escaping () -> Void) {
    schedule(options: nil, action)
  }

  /// Runs `action` at `date` or after it.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, options: nil, action)
  }

  /// Runs `action` at `date` or after it, within `tolerance`.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) {
    schedule(after: date, tolerance: tolerance, options: nil, action)
  }

  /// Runs `action` at `date`, then every `interval`.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
  }

  /// Runs `action` at `date`, then every `interval`, within `tolerance`.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
  }
}

/// A span of a scheduler's time that can be written in seconds, as Combine's
/// `SchedulerTimeIntervalConvertible`: `.milliseconds(300)`.
public protocol SchedulerTimeIntervalConvertible {
  /// `s` seconds.
  static func seconds(_ s: Int) -> Self
  /// `s` seconds.
  static func seconds(_ s: Double) -> Self
  /// `ms` milliseconds.
  static func milliseconds(_ ms: Int) -> Self
  /// `us` microseconds.
  static func microseconds(_ us: Int) -> Self
  /// `ns` nanoseconds.
  static func nanoseconds(_ ns: Int) -> Self
}

/// A scheduler that runs every action at once, on the calling thread, as Combine's
/// `ImmediateScheduler`: an action scheduled for later runs now too.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// The one instance.
  public static let shared = ImmediateScheduler()

  /// Its time: a count that never moves.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// A span of its time, in whole units.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable,
      Sendable, ExpressibleByFloatLiteral
    {
      /// The span, in units.
      public var magnitude: Int

      /// A span of `magnitude` units.
      public init(_ value: Int) { magnitude = value }
      /// A span from an integer literal.
      public init(integerLiteral value: Int) { magnitude = value }
      /// A span from a float literal, rounded down.
      public init(floatLiteral value: Double) { magnitude = Int(value) }
      /// A span from `source`, when it fits.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        magnitude = value
      }

      /// `s` units.
      public static func seconds(_ s: Int) -> Stride { Stride(s) }
      /// `s` units, rounded down.
      public static func seconds(_ s: Double) -> Stride { Stride(Int(s)) }
      /// `ms` units.
      public static func milliseconds(_ ms: Int) -> Stride { Stride(ms) }
      /// `us` units.
      public static func microseconds(_ us: Int) -> Stride { Stride(us) }
      /// `ns` units.
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(ns) }

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

    /// The distance to `other`: always zero.
    public func distance(to other: SchedulerTimeType) -> Stride { Stride(0) }
    /// The same time: its clock never moves.
    public func advanced(by n: Stride) -> SchedulerTimeType { self }
  }

  /// It takes no options.
  public typealias SchedulerOptions = Never

  /// Always the same instant.
  public var now: SchedulerTimeType { SchedulerTimeType() }
  /// None.
  public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

  /// Runs `action` now.
  public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }

  /// Runs `action` now, whatever the date.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) {
    action()
  }

  /// Runs `action` once, now.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    action()
    return AnyCancellable {}
  }
}
