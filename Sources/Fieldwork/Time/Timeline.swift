/// Virtual time: a clock reading that moves only when told, and the work waiting for it —
/// sleepers of a ``TestClock``, `Task.sleep` inside a hosted screen's tasks, a Combine test
/// scheduler's actions — kept in one list and woken in the order of their deadlines.
///
/// A ``TestClock`` is one of these behind swift-clocks' API; a host that owns a clock drives
/// it with `advance(by:)` and settles the screen after each wake-up.
package final class Timeline<Duration: DurationProtocol & Hashable>: Sendable {
  /// How a waiting entry is woken.
  package enum Wake: Sendable {
    /// A suspended sleep, resumed (or resumed throwing, when its task was cancelled).
    case resume(CheckedContinuation<Void, any Error>)
    /// Work to run: a scheduler's action, or the job that wakes a `Task.sleep`.
    case run(@Sendable () -> Void)
  }

  private struct Entry: Sendable {
    var id: UInt64
    var deadline: Duration
    /// The hosted task the entry belongs to (see ``VirtualTime/task``), if any.
    var task: Int?
    var wake: Wake
  }

  private struct State: Sendable {
    var now: Duration = .zero
    var nextID: UInt64 = 0
    var entries: [Entry] = []
    /// Sleeps cancelled before they suspended: they throw as soon as they try.
    var cancelledEarly: Set<UInt64> = []
    var host: HostLink?
  }

  /// The host that drives the timeline: how to let its screen run after a wake-up, and who
  /// it is, so a second host can be told the clock is taken.
  package struct HostLink: Sendable {
    package weak var owner: (any AnyObject & Sendable)?
    package var description: String
    package var drain: @MainActor @Sendable () async -> Void

    package init(
      owner: any AnyObject & Sendable, description: String,
      drain: @escaping @MainActor @Sendable () async -> Void
    ) {
      self.owner = owner
      self.description = description
      self.drain = drain
    }
  }

  private let state = Locked(State())

  package init() {}

  /// Time since the timeline began.
  package var now: Duration { state.withLock { $0.now } }

  /// How many sleeps and actions wait for time.
  package var pendingCount: Int { state.withLock { $0.entries.count } }

  /// How many suspended sleeps (not scheduled actions) wait for time.
  package var sleeperCount: Int {
    state.withLock { state in
      state.entries.filter { if case .resume = $0.wake { true } else { false } }.count
    }
  }

  /// The earliest deadline anything waits for.
  package var nextDeadline: Duration? { state.withLock { $0.entries.map(\.deadline).min() } }

  /// The hosted tasks (by ``VirtualTime/task``) that wait for time.
  package var waitingTasks: Set<Int> { state.withLock { Set($0.entries.compactMap(\.task)) } }

  /// Makes `link` the host that drives this timeline. Returns the description of another
  /// host that still drives it, in which case the link is not changed.
  package func attach(_ link: HostLink) -> String? {
    state.withLock { state in
      if let current = state.host, let owner = current.owner, owner !== link.owner {
        return current.description
      }
      state.host = link
      return nil
    }
  }

  /// The host's drain, if a host that is still alive drives the timeline.
  private var hostDrain: (@MainActor @Sendable () async -> Void)? {
    state.withLock { state in
      guard let host = state.host, host.owner != nil else { return nil }
      return host.drain
    }
  }

  /// Suspends until the timeline reaches `deadline`: at once when it is already past, and
  /// at the next advance when it is now, as swift-clocks' `TestClock` does. Throws
  /// `CancellationError` when the task is cancelled, before or while it sleeps.
  package func sleep(until deadline: Duration) async throws {
    try Task.checkCancellation()
    let task = VirtualTime.task
    let id = state.withLock { state -> UInt64 in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let resumeNow: Result<Void, any Error>? = state.withLock { state in
          if state.cancelledEarly.remove(id) != nil { return .failure(CancellationError()) }
          if deadline < state.now { return .success(()) }
          state.entries.append(
            Entry(id: id, deadline: deadline, task: task, wake: .resume(continuation)))
          return nil
        }
        if let resumeNow { continuation.resume(with: resumeNow) }
      }
    } onCancel: {
      let entry: Entry? = state.withLock { state in
        if let index = state.entries.firstIndex(where: { $0.id == id }) {
          return state.entries.remove(at: index)
        }
        state.cancelledEarly.insert(id)
        return nil
      }
      if case .resume(let continuation) = entry?.wake {
        continuation.resume(throwing: CancellationError())
      }
    }
    try Task.checkCancellation()
  }

  /// Runs `action` when the timeline reaches `now + delay` (a negative delay counts as zero).
  package func schedule(
    after delay: Duration, task: Int? = nil, _ action: @escaping @Sendable () -> Void
  ) {
    state.withLock { state in
      state.nextID += 1
      let deadline = delay < .zero ? state.now : state.now + delay
      state.entries.append(
        Entry(id: state.nextID, deadline: deadline, task: task, wake: .run(action)))
    }
  }

  /// Moves time to `target`, waking what is due one entry at a time in deadline order (the
  /// order of scheduling for equal deadlines), on the caller's actor. Before the first
  /// wake-up and after each, work is let run — through the host's drain when a host drives
  /// the timeline, else by yielding — so work a wake-up schedules within the window wakes in
  /// the same advance. (Moving `now` to `target` at the end wakes nothing: every entry due by
  /// then has been taken, after the work before it ran.)
  ///
  /// - Returns: `false` when `target` is before now: nothing moves and nothing wakes.
  package func advance(
    to target: Duration, isolation: isolated (any Actor)? = #isolation
  ) async -> Bool {
    guard target >= now else { return false }
    await letWorkRun()
    while let entry = takeNext(dueBy: target) {
      switch entry.wake {
      case .resume(let continuation): continuation.resume()
      case .run(let action): action()
      }
      await letWorkRun()
    }
    state.withLock { state in
      if state.now < target { state.now = target }
    }
    return true
  }

  /// Moves time to `target` as ``advance(to:)`` does, without letting woken tasks run in
  /// between: for a Combine test scheduler's synchronous `advance`, whose actions run on
  /// the calling thread. At most `limit` entries wake.
  ///
  /// - Returns: `false` when `target` is before now or the limit was reached first.
  @discardableResult
  package func advanceSynchronously(to target: Duration, limit: Int = 100_000) -> Bool {
    guard target >= now else { return false }
    var budget = limit
    while budget > 0, let entry = takeNext(dueBy: target) {
      switch entry.wake {
      case .resume(let continuation): continuation.resume()
      case .run(let action): action()
      }
      budget -= 1
    }
    guard budget > 0 else { return false }
    state.withLock { state in
      if state.now < target { state.now = target }
    }
    return true
  }

  /// Advances to each deadline in turn until nothing waits, or `timeout` of real time has
  /// passed (a repeating timer never stops).
  ///
  /// - Returns: Whether nothing waits any more.
  package func run(
    timeout: Swift.Duration, isolation: isolated (any Actor)? = #isolation
  ) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    await letWorkRun()
    while let next = nextDeadline {
      guard clock.now < deadline else { return false }
      _ = await advance(to: max(next, now))
    }
    return true
  }

  /// Lets work woken by the timeline run before the caller goes on.
  package func letWorkRun(isolation: isolated (any Actor)? = #isolation) async {
    if let drain = hostDrain {
      await drain()
    } else {
      // No host: the woken tasks run on other executors; turns of the caller's executor give
      // them time, as swift-clocks' `megaYield` does.
      for _ in 0..<20 { await Task.yield() }
    }
  }

  private func takeNext(dueBy limit: Duration) -> Entry? {
    state.withLock { state in
      guard
        let index = state.entries.indices.min(by: {
          (state.entries[$0].deadline, state.entries[$0].id)
            < (state.entries[$1].deadline, state.entries[$1].id)
        }), state.entries[index].deadline <= limit
      else { return nil }
      let entry = state.entries.remove(at: index)
      if state.now < entry.deadline { state.now = entry.deadline }
      return entry
    }
  }
}

/// What a hosted screen's work knows about virtual time, as task-local values.
package enum VirtualTime {
  /// The number of the hosted `.task` the current work belongs to: its sleeps are counted as
  /// that task waiting for time, not as work settling should wait for.
  @TaskLocal package static var task: Int?

  /// The timeline of the host whose work runs now — its renders, lifecycle actions, the
  /// actions a test drives through inspection, and its `.task` work — so that
  /// `DispatchQueue.main.asyncAfter` there waits on the host's clock.
  @TaskLocal package static var timeline: Timeline<Duration>?
}
