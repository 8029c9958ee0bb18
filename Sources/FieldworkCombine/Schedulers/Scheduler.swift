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
