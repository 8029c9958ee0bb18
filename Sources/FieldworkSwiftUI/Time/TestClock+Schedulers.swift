import Dispatch
import Foundation

extension DispatchQueue {
  /// A test scheduler with a dispatch queue's time whose actions wait on `clock`: advancing
  /// the clock — or the host that owns it, with `host.advance(by:)` — runs them, in the
  /// order of their deadlines among the clock's sleepers and the screen's tasks.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let model = SearchModel(scheduler: DispatchQueue.test(clock: clock).eraseToAnyScheduler())
  /// let host = ViewHost(clock: clock) { SearchScreen(model: model) }
  /// try host.inspect().find(ViewType.TextField.self).setInput("ada")
  /// try await host.advance(by: .milliseconds(300))   // the debounced search has run
  /// ```
  ///
  /// The scheduler's own `advance(by:)` moves the clock too; its actions run on the thread
  /// that advances.
  public static func test(clock: TestClock<Duration>) -> TestSchedulerOf<DispatchQueue> {
    TestScheduler(
      now: SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)),
      clock: clock.schedulerClock(
        stride: { .nanoseconds(Self.nanoseconds(in: $0)) }, duration: { .nanoseconds($0.magnitude) }
      ))
  }

  private static func nanoseconds(in duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
  }
}

extension RunLoop {
  /// A test scheduler with a run loop's time whose actions wait on `clock`, as
  /// `DispatchQueue.test(clock:)`'s do.
  public static func test(clock: TestClock<Duration>) -> TestSchedulerOf<RunLoop> {
    TestScheduler(
      // Time counts from the reference date, where a `Date` keeps sub-microsecond precision.
      now: SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 0)),
      clock: clock.schedulerClock(
        stride: { SchedulerTimeType.Stride(Self.seconds(in: $0)) },
        // Whole nanoseconds: a `Date`'s arithmetic leaves noise in the last digits.
        duration: { .nanoseconds(Int64(($0.magnitude * 1e9).rounded())) }))
  }

  private static func seconds(in duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}

extension TestClock where Duration == Swift.Duration {
  /// The clock as a Combine test scheduler's time and action list, given how to convert
  /// between its durations and the scheduler's strides.
  fileprivate func schedulerClock<Time: Strideable, Options>(
    stride: @escaping (Duration) -> Time.Stride, duration: @escaping (Time.Stride) -> Duration
  ) -> TestScheduler<Time, Options>.ExternalClock
  where Time.Stride: SchedulerTimeIntervalConvertible {
    let timeline = self.timeline
    return TestScheduler<Time, Options>.ExternalClock(
      elapsed: { stride(timeline.now) },
      schedule: { delay, action in
        let unchecked = Unchecked(action)
        timeline.schedule(after: duration(delay)) { unchecked.value() }
      },
      advance: { elapsed in timeline.advanceSynchronously(to: duration(elapsed)) },
      nextDeadline: { timeline.nextDeadline.map(stride) },
      pendingCount: { timeline.pendingCount })
  }
}
