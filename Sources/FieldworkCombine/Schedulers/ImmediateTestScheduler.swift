import Dispatch
internal import FieldworkSupport
import Foundation

/// A scheduler of any time type that runs every action at once, on the calling thread, as
/// combine-schedulers' `ImmediateScheduler`: a debounce with it delivers each value as it
/// arrives. (Combine's own ``ImmediateScheduler`` has a time type of its own.)
public struct ImmediateTestScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
  /// The time it reports, always.
  public let now: SchedulerTimeType

  /// A scheduler whose clock always reads `now`.
  public init(now: SchedulerTimeType) {
    self.now = now
  }

  /// None.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// Runs `action` now.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }

  /// Runs `action` now, whatever the date.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    action()
  }

  /// Runs `action` once, now.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    action()
    return AnyCancellable {}
  }
}
