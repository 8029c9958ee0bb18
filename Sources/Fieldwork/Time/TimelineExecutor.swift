import Dispatch

#if compiler(>=6.3)
  // `SchedulingExecutor` is the Swift 6.3 runtime's hook for `Task.sleep`: a sleep in a task
  // whose preferred executor schedules is handed to that executor instead of the system
  // timer. It is SPI in 6.3, so it is used only under this compiler check, and nothing else
  // depends on it: without it `Task.sleep` simply waits in real time.
  @_spi(ExperimentalScheduling) import _Concurrency
#endif

/// The executor a host prefers for its screen's `.task` work, so `Task.sleep` inside it
/// sleeps on the host's timeline instead of the wall clock.
///
/// Jobs run on the global concurrent executor as they would without it (main-actor code
/// stays on the main actor: a preferred executor only runs nonisolated work). What changes
/// is sleeping: with Swift 6.3's runtime, `Task.sleep(for:)`, `Task.sleep(nanoseconds:)`
/// and `sleep(until:)` on `ContinuousClock` or `SuspendingClock` in such a task — and in
/// its child tasks (`async let`, task groups), which inherit the preference — hand their
/// wake-up job to this executor with a deadline; the executor keeps it on the timeline,
/// counted from the moment of sleeping and rounded up to a whole millisecond (the runtime
/// passes a deadline read from the real clock a few microseconds earlier). When the timeline
/// reaches it, the job runs on the main queue, where the host's settling sees its effects.
///
/// The deadline is all the runtime passes (`Task.sleep(for:)` is `sleep(until: .now + d)`,
/// inlined into the caller), so a thread stalled for more than a millisecond between that
/// reading and this executor's sleeps that much less on the timeline. Rounding up absorbs a
/// stall under a millisecond; no reading taken here can tell a longer one from a shorter
/// sleep.
///
/// Unstructured `Task { }` work does not inherit an executor preference, so its
/// `Task.sleep` stays real; the testing article shows the one-line change that makes it
/// virtual (sleeping on an injected clock).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
package final class TimelineExecutor: TaskExecutor {
  package let timeline: Timeline<Duration>

  package init(timeline: Timeline<Duration>) {
    self.timeline = timeline
  }

  /// Runs `job` as the global executor would.
  package func enqueue(_ job: consuming ExecutorJob) {
    globalConcurrentExecutor.enqueue(job)
  }

  /// Keeps a sleep's wake-up job on the timeline, `delay` from now, and runs it on the main
  /// queue when the timeline gets there.
  fileprivate func hold(_ job: UnownedJob, after delay: Duration) {
    // The entry holds the executor, not an unowned reference to it: a clock can outlive the
    // host whose executor this is, and the job must run on a live one.
    timeline.schedule(after: Self.wholeMilliseconds(delay), task: VirtualTime.task) { [self] in
      DispatchQueue.main.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
  }

  /// `delay` rounded up to a whole millisecond, and never below zero.
  package static func wholeMilliseconds(_ delay: Duration) -> Duration {
    guard delay > .zero else { return .zero }
    let (seconds, attoseconds) = delay.components
    let perMillisecond: Int64 = 1_000_000_000_000_000
    let milliseconds = (attoseconds + perMillisecond - 1) / perMillisecond
    return .seconds(seconds) + .milliseconds(milliseconds)
  }
}

#if compiler(>=6.3)
  @available(macOS 26.4, iOS 26.4, watchOS 26.4, tvOS 26.4, visionOS 26.4, *)
  extension TimelineExecutor: SchedulingExecutor {
    /// A sleep on the continuous or suspending clock waits on the timeline; one on another
    /// clock is passed on to the global executor.
    package func enqueue<C: Clock>(
      _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
    ) {
      let unowned = UnownedJob(job)
      if let instant = instant as? ContinuousClock.Instant {
        hold(unowned, after: ContinuousClock.now.duration(to: instant))
      } else if let instant = instant as? SuspendingClock.Instant {
        hold(unowned, after: SuspendingClock.now.duration(to: instant))
      } else if let global = globalConcurrentExecutor as? any SchedulingExecutor {
        global.enqueue(ExecutorJob(unowned), at: instant, tolerance: tolerance, clock: clock)
      } else {
        globalConcurrentExecutor.enqueue(unowned)
      }
    }

    /// A delay on the continuous or suspending clock waits on the timeline; one on another
    /// clock is passed on to the global executor.
    package func enqueue<C: Clock>(
      _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C
    ) {
      let unowned = UnownedJob(job)
      if clock is ContinuousClock || clock is SuspendingClock, let delay = delay as? Duration {
        hold(unowned, after: delay)
      } else if let global = globalConcurrentExecutor as? any SchedulingExecutor {
        global.enqueue(ExecutorJob(unowned), after: delay, tolerance: tolerance, clock: clock)
      } else {
        globalConcurrentExecutor.enqueue(unowned)
      }
    }
  }
#endif
