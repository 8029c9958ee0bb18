import Dispatch
internal import FieldworkSupport
import Foundation

/// Any scheduler with the given time and options, as combine-schedulers' `AnyScheduler`: a
/// view model takes an `AnySchedulerOf<DispatchQueue>`, the app passes `.main`, a test passes
/// `DispatchQueue.test.eraseToAnyScheduler()`.
public struct AnyScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
  private let nowBody: () -> SchedulerTimeType
  private let minimumToleranceBody: () -> SchedulerTimeType.Stride
  private let scheduleBody: (SchedulerOptions?, @escaping () -> Void) -> Void
  private let scheduleAfterBody:
    (SchedulerTimeType, SchedulerTimeType.Stride, SchedulerOptions?, @escaping () -> Void) -> Void
  private let scheduleRepeatingBody:
    (
      SchedulerTimeType, SchedulerTimeType.Stride, SchedulerTimeType.Stride, SchedulerOptions?,
      @escaping () -> Void
    ) -> any Cancellable

  /// Wraps `scheduler`.
  public init<S: Scheduler>(_ scheduler: S)
  where S.SchedulerTimeType == SchedulerTimeType, S.SchedulerOptions == SchedulerOptions {
    nowBody = { scheduler.now }
    minimumToleranceBody = { scheduler.minimumTolerance }
    scheduleBody = { scheduler.schedule(options: $0, $1) }
    scheduleAfterBody = { scheduler.schedule(after: $0, tolerance: $1, options: $2, $3) }
    scheduleRepeatingBody = {
      scheduler.schedule(after: $0, interval: $1, tolerance: $2, options: $3, $4)
    }
  }

  /// The wrapped scheduler's time.
  public var now: SchedulerTimeType { nowBody() }
  /// The wrapped scheduler's tolerance.
  public var minimumTolerance: SchedulerTimeType.Stride { minimumToleranceBody() }

  /// Schedules on the wrapped scheduler.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    scheduleBody(options, action)
  }

  /// Schedules on the wrapped scheduler.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    scheduleAfterBody(date, tolerance, options, action)
  }

  /// Schedules on the wrapped scheduler.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    scheduleRepeatingBody(date, interval, tolerance, options, action)
  }
}

/// Any scheduler with the time and options of `Scheduler`: `AnySchedulerOf<DispatchQueue>`.
public typealias AnySchedulerOf<S: Scheduler> = AnyScheduler<
  S.SchedulerTimeType, S.SchedulerOptions
>

extension AnyScheduler
where
  SchedulerTimeType == DispatchQueue.SchedulerTimeType,
  SchedulerOptions == DispatchQueue.SchedulerOptions
{
  /// The main queue.
  public static var main: Self { DispatchQueue.main.eraseToAnyScheduler() }
  /// A scheduler that runs every action at once.
  public static var immediate: Self { DispatchQueue.immediate.eraseToAnyScheduler() }
}

extension AnyScheduler
where SchedulerTimeType == RunLoop.SchedulerTimeType, SchedulerOptions == RunLoop.SchedulerOptions {
  /// The main run loop.
  public static var main: Self { RunLoop.main.eraseToAnyScheduler() }
  /// A scheduler that runs every action at once.
  public static var immediate: Self { RunLoop.immediate.eraseToAnyScheduler() }
}
