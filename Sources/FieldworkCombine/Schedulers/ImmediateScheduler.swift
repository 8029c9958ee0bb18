import Foundation

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
