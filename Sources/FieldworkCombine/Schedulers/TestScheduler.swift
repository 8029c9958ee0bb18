import Dispatch
internal import FieldworkSupport
import Foundation

/// A scheduler whose clock moves only when a test moves it, with combine-schedulers' names:
/// `DispatchQueue.test`, ``advance(by:)``, ``advance(to:)``, ``run()``.
///
/// A view model that debounces with a scheduler it is given runs, in a test, without waiting:
///
/// ```swift
/// let scheduler = DispatchQueue.test
/// let model = SearchModel(scheduler: scheduler.eraseToAnyScheduler())
/// model.query = "ada"
/// scheduler.advance(by: .milliseconds(299))   // nothing yet
/// scheduler.advance(by: .milliseconds(1))     // the search runs now
/// ```
///
/// Actions run on the thread that advances the clock, in the order of their dates (and of
/// scheduling, for equal dates). An action scheduled while the clock advances, for a date
/// within the advance, runs in the same advance.
public final class TestScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler,
  CustomStringConvertible
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
  private struct Scheduled {
    var sequence: UInt64
    var date: SchedulerTimeType
    var action: () -> Void
  }

  private struct State {
    var now: SchedulerTimeType
    var scheduled: [Scheduled] = []
    var sequence: UInt64 = 0
  }

  /// A clock outside the scheduler that keeps its time and its actions — a host's
  /// `TestClock` — so that one advance moves the scheduler, the clock's sleepers and a
  /// hosted screen's tasks together, in the order of their deadlines.
  package struct ExternalClock {
    /// Time since the clock began.
    package var elapsed: () -> SchedulerTimeType.Stride
    /// Keeps `action` until the clock has moved `delay` further.
    package var schedule:
      (_ delay: SchedulerTimeType.Stride, _ action: @escaping () -> Void) -> Void
    /// Moves the clock to `elapsed` since its start, running what is due on this thread.
    package var advance: (_ elapsed: SchedulerTimeType.Stride) -> Void
    /// The time since the clock's start of the earliest thing waiting, if any.
    package var nextDeadline: () -> SchedulerTimeType.Stride?
    /// How many things wait for the clock.
    package var pendingCount: () -> Int

    package init(
      elapsed: @escaping () -> SchedulerTimeType.Stride,
      schedule: @escaping (SchedulerTimeType.Stride, @escaping () -> Void) -> Void,
      advance: @escaping (SchedulerTimeType.Stride) -> Void,
      nextDeadline: @escaping () -> SchedulerTimeType.Stride?,
      pendingCount: @escaping () -> Int
    ) {
      self.elapsed = elapsed
      self.schedule = schedule
      self.advance = advance
      self.nextDeadline = nextDeadline
      self.pendingCount = pendingCount
    }
  }

  private let state: Locked<State>
  /// Where time and actions live when a clock drives the scheduler.
  private let external: ExternalClock?
  /// The scheduler's time when the external clock's reads zero.
  private let start: SchedulerTimeType

  /// A test scheduler whose clock reads `now`.
  public init(now: SchedulerTimeType) {
    state = Locked(uncheckedValue: State(now: now))
    external = nil
    start = now
  }

  /// A test scheduler whose time and actions are `clock`'s, reading `now` when the clock
  /// reads zero.
  package init(now: SchedulerTimeType, clock: ExternalClock) {
    state = Locked(uncheckedValue: State(now: now))
    external = clock
    start = now
  }

  /// The time by the scheduler's clock.
  public var now: SchedulerTimeType {
    if let external { return start.advanced(by: external.elapsed()) }
    return state.withLock { $0.now }
  }

  /// None.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// How many actions wait for the clock (with a host's clock: everything that waits for
  /// it, the screen's sleeping tasks included).
  public var pendingActionCount: Int {
    if let external { return external.pendingCount() }
    return state.withLock { $0.scheduled.count }
  }

  /// "TestScheduler" and the time.
  public var description: String { "TestScheduler(now: \(now))" }

  /// Schedules `action` for now: it runs at the next ``advance(by:)``, however short.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    enqueue(at: now, action)
  }

  /// Schedules `action` for `date`.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    enqueue(at: date, action)
  }

  /// Schedules `action` for `date`, then every `interval` after, until cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let isCancelled = Locked(false)
    func repeating(at date: SchedulerTimeType) {
      enqueue(at: date) { [weak self] in
        guard !isCancelled.withLock({ $0 }) else { return }
        action()
        // Cancelled by the action itself: nothing more is scheduled, so `run()` stops here.
        guard self != nil, !isCancelled.withLock({ $0 }) else { return }
        repeating(at: date.advanced(by: interval))
      }
    }
    repeating(at: date)
    return AnyCancellable { isCancelled.withLock { $0 = true } }
  }

  private func enqueue(at date: SchedulerTimeType, _ action: @escaping () -> Void) {
    if let external {
      external.schedule(now.distance(to: date), action)
      return
    }
    state.withLock { state in
      state.sequence += 1
      state.scheduled.append(Scheduled(sequence: state.sequence, date: date, action: action))
    }
  }

  /// Moves the clock forward by `stride`, running every action due by then, in order.
  public func advance(by stride: SchedulerTimeType.Stride = .zero) {
    advance(to: now.advanced(by: stride))
  }

  /// Moves the clock to `instant`, running every action due by then, in order. An instant
  /// in the past runs the actions already due and leaves the clock where it is.
  public func advance(to instant: SchedulerTimeType) {
    if let external {
      if now < instant { external.advance(start.distance(to: instant)) }
      return
    }
    while let next = takeNext(dueBy: instant) {
      next()
    }
    state.withLock { state in
      if state.now < instant { state.now = instant }
    }
  }

  /// Runs every scheduled action, moving the clock to each one's date, until none is left
  /// (actions that schedule more keep it going; a repeating timer runs until cancelled, so
  /// `run()` stops after 100,000 actions and leaves the rest scheduled).
  public func run() {
    var budget = 100_000
    if let external {
      while budget > 0, let next = external.nextDeadline() {
        external.advance(Swift.max(next, external.elapsed()))
        budget -= 1
      }
      return
    }
    while budget > 0, let next = takeNext(dueBy: nil) {
      next()
      budget -= 1
    }
  }

  /// The earliest scheduled action due by `limit` (any, when `nil`), removed, with the clock
  /// moved to its date.
  private func takeNext(dueBy limit: SchedulerTimeType?) -> (() -> Void)? {
    state.withLock { state in
      guard
        let index = state.scheduled.indices.min(by: {
          let left = state.scheduled[$0]
          let right = state.scheduled[$1]
          return (left.date, left.sequence) < (right.date, right.sequence)
        })
      else { return nil }
      let next = state.scheduled[index]
      if let limit, limit < next.date { return nil }
      state.scheduled.remove(at: index)
      if state.now < next.date { state.now = next.date }
      return next.action
    }
  }
}

/// A test scheduler with the time and options of `Scheduler`: `TestSchedulerOf<DispatchQueue>`.
public typealias TestSchedulerOf<S: Scheduler> = TestScheduler<
  S.SchedulerTimeType, S.SchedulerOptions
>

extension DispatchQueue {
  /// A new test scheduler with a dispatch queue's time, as combine-schedulers'
  /// `DispatchQueue.test`.
  public static var test: TestSchedulerOf<DispatchQueue> {
    TestScheduler(now: SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)))
  }

  /// A scheduler with a dispatch queue's time that runs every action at once, as
  /// combine-schedulers' `DispatchQueue.immediate`.
  public static var immediate: ImmediateSchedulerOf<DispatchQueue> {
    ImmediateTestScheduler(now: SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)))
  }
}

extension RunLoop {
  /// A new test scheduler with a run loop's time.
  public static var test: TestSchedulerOf<RunLoop> {
    TestScheduler(now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
  }

  /// A scheduler with a run loop's time that runs every action at once.
  public static var immediate: ImmediateSchedulerOf<RunLoop> {
    ImmediateTestScheduler(now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
  }
}

/// An immediate scheduler with the time and options of `Scheduler`.
public typealias ImmediateSchedulerOf<S: Scheduler> = ImmediateTestScheduler<
  S.SchedulerTimeType, S.SchedulerOptions
>

extension Scheduler {
  /// This scheduler, as an ``AnyScheduler``.
  public func eraseToAnyScheduler() -> AnyScheduler<SchedulerTimeType, SchedulerOptions> {
    AnyScheduler(self)
  }
}
