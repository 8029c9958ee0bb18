internal import FieldworkSupport

// Operators that move values in time on a scheduler: debounce, throttle, delay, receive(on:).

extension Publishers {
  /// The publisher ``Publisher/debounce(for:scheduler:options:)`` returns.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher debounced.
    public let upstream: Upstream
    /// How long the upstream must be quiet before the latest value goes on.
    public let dueTime: Context.SchedulerTimeType.Stride
    /// The scheduler whose clock times the quiet.
    public let scheduler: Context
    /// The options the value is scheduled with.
    public let options: Context.SchedulerOptions?

    /// Debounces `upstream` by `dueTime` on `scheduler`.
    public init(
      upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(DebounceInner(self, downstream: subscriber))
    }
  }
}

/// Debounce: each value restarts the wait; when it ends, the latest value goes on (if the
/// subscriber has demand). A completion drops a value still waiting, as Combine does, and
/// reaches the subscriber on the scheduler.
private final class DebounceInner<Upstream: Publisher, Context: Scheduler, Downstream: Subscriber>:
  Subscriber, Subscription, CustomStringConvertible
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private struct State {
    var status = UpstreamStatus.awaitingSubscription
    var generation: UInt64 = 0
    var value: Input?
    var demand = Subscribers.Demand.none
  }

  private let state = Locked(uncheckedValue: State())
  private let publisher: Publishers.Debounce<Upstream, Context>
  private let downstream: Downstream

  init(_ publisher: Publishers.Debounce<Upstream, Context>, downstream: Downstream) {
    self.publisher = publisher
    self.downstream = downstream
  }

  var description: String { "Debounce" }

  func receive(subscription: any Subscription) {
    guard state.withLock({ $0.status.accept(subscription) }) else { return subscription.cancel() }
    downstream.receive(subscription: self)
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let generation = state.withLock { state -> UInt64? in
      guard state.status.isSubscribed else { return nil }
      state.generation += 1
      state.value = input
      return state.generation
    }
    guard let generation else { return .none }
    let scheduler = publisher.scheduler
    let due = scheduler.now.advanced(by: publisher.dueTime)
    scheduler.schedule(
      after: due, tolerance: scheduler.minimumTolerance, options: publisher.options
    ) {
      [weak self] in self?.due(generation)
    }
    return .none
  }

  private func due(_ generation: UInt64) {
    let value = state.withLock { state -> Input? in
      guard state.status.isSubscribed, state.generation == generation,
        let value = state.value, state.demand > .none
      else { return nil }
      state.value = nil
      state.demand -= 1
      return value
    }
    guard let value else { return }
    let more = downstream.receive(value)
    if more > .none { state.withLock { $0.demand += more } }
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let isFirst = state.withLock { state -> Bool in
      state.value = nil
      return state.status.terminate() != nil
    }
    guard isFirst else { return }
    let downstream = Unchecked(self.downstream)
    publisher.scheduler.schedule(options: publisher.options) {
      downstream.value.receive(completion: completion)
    }
  }

  func request(_ demand: Subscribers.Demand) {
    state.withLock { $0.demand += demand }
  }

  func cancel() {
    state.withLock { $0.status.terminate() }?.cancel()
  }
}

extension Publishers {
  /// The publisher ``Publisher/throttle(for:scheduler:latest:)`` returns.
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher throttled.
    public let upstream: Upstream
    /// The least time between two values.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler whose clock times it.
    public let scheduler: Context
    /// Whether the latest value of an interval goes on (else the first).
    public let latest: Bool

    /// Throttles `upstream` to a value per `interval` on `scheduler`.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
      latest: Bool
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.latest = latest
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(ThrottleInner(self, downstream: subscriber))
    }
  }
}

/// Throttle, as Combine does it: the first value goes on at once (on the scheduler); a value
/// that arrives sooner than `interval` after the last one that went on waits until the
/// interval has passed, and the first (or, with `latest`, the last) value that arrived
/// meanwhile goes on then. A completion waits behind a value that is due.
private final class ThrottleInner<Upstream: Publisher, Context: Scheduler, Downstream: Subscriber>:
  Subscriber, Subscription, CustomStringConvertible
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private struct State {
    var status = UpstreamStatus.awaitingSubscription
    var lastEmission: Context.SchedulerTimeType?
    var pending: Input?
    var pendingCompletion: Subscribers.Completion<Failure>?
    var isScheduled = false
    var demand = Subscribers.Demand.none
  }

  private let state = Locked(uncheckedValue: State())
  private let publisher: Publishers.Throttle<Upstream, Context>
  private let downstream: Downstream
  private var scheduler: Context { publisher.scheduler }

  init(_ publisher: Publishers.Throttle<Upstream, Context>, downstream: Downstream) {
    self.publisher = publisher
    self.downstream = downstream
  }

  var description: String { "Throttle" }

  func receive(subscription: any Subscription) {
    guard state.withLock({ $0.status.accept(subscription) }) else { return subscription.cancel() }
    downstream.receive(subscription: self)
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let now = scheduler.now
    let (interval, latest) = (publisher.interval, publisher.latest)
    let emissionTime = state.withLock { state -> Context.SchedulerTimeType? in
      guard state.status.isSubscribed, state.demand > .none else { return nil }
      if state.isScheduled {
        if latest { state.pending = input }
        return nil
      }
      state.pending = input
      state.isScheduled = true
      state.demand -= 1
      let earliest = state.lastEmission.map { $0.advanced(by: interval) }
      return earliest.map { Swift.max($0, now) } ?? now
    }
    guard let emissionTime else { return .none }
    if emissionTime == now {
      scheduler.schedule { [weak self] in self?.emit() }
    } else {
      scheduler.schedule(after: emissionTime) { [weak self] in self?.emit() }
    }
    return .none
  }

  private func emit() {
    let now = scheduler.now
    let (value, completion) = state.withLock {
      state -> (Input?, Subscribers.Completion<Failure>?) in
      state.isScheduled = false
      let value = state.pending
      state.pending = nil
      if value != nil { state.lastEmission = now }
      let completion = state.pendingCompletion
      if completion != nil {
        state.pendingCompletion = nil
        state.status = .terminal
      }
      return (value, completion)
    }
    if let value {
      let more = downstream.receive(value)
      if more > .none { state.withLock { $0.demand += more } }
    }
    if let completion { downstream.receive(completion: completion) }
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let scheduleNow = state.withLock { state -> Bool in
      guard state.status.isSubscribed else { return false }
      state.pendingCompletion = completion
      if state.isScheduled { return false }
      state.isScheduled = true
      return true
    }
    if scheduleNow { scheduler.schedule { [weak self] in self?.emit() } }
  }

  func request(_ demand: Subscribers.Demand) {
    state.withLock { $0.demand += demand }
  }

  func cancel() {
    state.withLock { state in
      state.pending = nil
      state.pendingCompletion = nil
      return state.status.terminate()
    }?.cancel()
  }
}

extension Publishers {
  /// The publisher ``Publisher/delay(for:tolerance:scheduler:options:)`` returns.
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher delayed.
    public let upstream: Upstream
    /// How long each value and the completion wait.
    public let interval: Context.SchedulerTimeType.Stride
    /// The tolerance of the wait.
    public let tolerance: Context.SchedulerTimeType.Stride
    /// The scheduler that delivers them.
    public let scheduler: Context
    /// The options they are scheduled with.
    public let options: Context.SchedulerOptions?

    /// Delays `upstream`'s values and completion by `interval` on `scheduler`.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride,
      tolerance: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions? = nil
    ) {
      self.upstream = upstream
      self.interval = interval
      self.tolerance = tolerance
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let interval = self.interval
      let tolerance = self.tolerance
      let options = self.options
      upstream.subscribe(
        Forwarding(downstream: subscriber, scheduler: scheduler, name: "Delay") {
          scheduler, action in
          scheduler.schedule(
            after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options,
            action)
        })
    }
  }

  /// The publisher ``Publisher/receive(on:options:)`` returns.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// The scheduler that delivers its values and completion.
    public let scheduler: Context
    /// The options they are scheduled with.
    public let options: Context.SchedulerOptions?

    /// Delivers `upstream`'s values and completion on `scheduler`.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let options = self.options
      upstream.subscribe(
        Forwarding(downstream: subscriber, scheduler: scheduler, name: "ReceiveOn") {
          scheduler, action in scheduler.schedule(options: options, action)
        })
    }
  }
}

/// Delay and receive(on:): every value and the completion go on through `schedule`, in
/// order; demand goes upstream as it is.
private final class Forwarding<Downstream: Subscriber, Context: Scheduler>: Subscriber,
  Subscription, CustomStringConvertible
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let status = Locked(uncheckedValue: UpstreamStatus.awaitingSubscription)
  private let downstream: Downstream
  private let scheduler: Context
  private let scheduleBody: (Context, @escaping () -> Void) -> Void
  let description: String

  init(
    downstream: Downstream, scheduler: Context, name: String,
    schedule: @escaping (Context, @escaping () -> Void) -> Void
  ) {
    self.downstream = downstream
    self.scheduler = scheduler
    description = name
    scheduleBody = schedule
  }

  func receive(subscription: any Subscription) {
    guard status.withLock({ $0.accept(subscription) }) else { return subscription.cancel() }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    scheduleBody(scheduler) { [self] in
      guard status.withLock({ $0.isSubscribed }) else { return }
      let more = downstream.receive(input)
      if more > .none { request(more) }
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    scheduleBody(scheduler) { [self] in
      if status.withLock({ $0.terminate() }) != nil { downstream.receive(completion: completion) }
    }
  }

  func request(_ demand: Subscribers.Demand) {
    status.withLock { $0.subscription }?.request(demand)
  }

  func cancel() {
    status.withLock { $0.terminate() }?.cancel()
  }
}

extension Publisher {
  /// Delivers the latest value once the upstream has been quiet for `dueTime`, as Combine's
  /// `debounce(for:scheduler:options:)`: a search field's query, after typing pauses.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }

  /// Delivers at most one value per `interval`, as Combine's
  /// `throttle(for:scheduler:latest:)`.
  public func throttle<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
  ) -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }

  /// Delivers every value and the completion `interval` later, as Combine's
  /// `delay(for:tolerance:scheduler:options:)`.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
    scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(
      upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
      scheduler: scheduler, options: options)
  }

  /// Delivers every value and the completion on `scheduler`, as Combine's
  /// `receive(on:options:)`.
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }
}
