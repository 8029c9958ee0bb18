internal import FieldworkSupport

// Operators with several upstreams: merge, combineLatest, flatMap, switchToLatest.
//
// Each asks its upstreams for every value and hands values to its subscriber as that
// subscriber asks for them, queueing the rest: the subscriber's demand is kept, upstream
// demand is not passed on value by value.

/// The downstream side of a combining operator: a queue of values waiting for demand, the
/// completion, and the upstream subscriptions to cancel.
final class Fan<Downstream: Subscriber>: Subscription, CustomStringConvertible {
  private struct State {
    var queue: [Downstream.Input] = []
    var demand = Subscribers.Demand.none
    var completion: Subscribers.Completion<Downstream.Failure>?
    var isTerminal = false
    var isDelivering = false
    var upstreams: [ObjectIdentifier: any Subscription] = [:]
  }

  private let state = Locked(uncheckedValue: State())
  private let downstream: Downstream
  let description: String

  init(_ name: String, downstream: Downstream) {
    description = name
    self.downstream = downstream
  }

  var isTerminal: Bool { state.withLock { $0.isTerminal } }

  /// Keeps an upstream's subscription (cancelled with the rest) and asks it for `demand`
  /// (everything, unless the operator paces it). Returns `false`, cancelling it, when the
  /// stream already ended.
  @discardableResult
  func attach(
    _ subscription: any Subscription, for upstream: AnyObject,
    demand: Subscribers.Demand = .unlimited
  ) -> Bool {
    let accepted = state.withLock { state -> Bool in
      guard !state.isTerminal else { return false }
      state.upstreams[ObjectIdentifier(upstream)] = subscription
      return true
    }
    if accepted { subscription.request(demand) } else { subscription.cancel() }
    return accepted
  }

  /// Forgets the subscription of an upstream that completed.
  func detach(_ upstream: AnyObject) {
    state.withLock { _ = $0.upstreams.removeValue(forKey: ObjectIdentifier(upstream)) }
  }

  /// Cancels an upstream (a replaced inner publisher of `switchToLatest`).
  func cancelUpstream(_ upstream: ObjectIdentifier) {
    state.withLock { $0.upstreams.removeValue(forKey: upstream) }?.cancel()
  }

  func start() { downstream.receive(subscription: self) }

  /// The subscription of the upstream `id`, while it is attached.
  func subscription(of id: ObjectIdentifier) -> (any Subscription)? {
    state.withLock { $0.upstreams[id] }
  }

  /// Queues `value` and delivers what the demand allows.
  func offer(_ value: Downstream.Input) {
    let accepted = state.withLock { state -> Bool in
      guard !state.isTerminal, state.completion == nil else { return false }
      state.queue.append(value)
      return true
    }
    if accepted { drain() }
  }

  /// Ends the stream once the queued values are delivered; a failure ends it at once and
  /// cancels every upstream.
  func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
    let upstreams = state.withLock { state -> [any Subscription] in
      guard !state.isTerminal, state.completion == nil else { return [] }
      state.completion = completion
      if case .failure = completion {
        state.queue = []
        defer { state.upstreams = [:] }
        return Array(state.upstreams.values)
      }
      return []
    }
    for upstream in upstreams { upstream.cancel() }
    drain()
  }

  func request(_ demand: Subscribers.Demand) {
    state.withLock { $0.demand += demand }
    drain()
  }

  func cancel() {
    let upstreams = state.withLock { state -> [any Subscription] in
      state.isTerminal = true
      state.queue = []
      defer { state.upstreams = [:] }
      return Array(state.upstreams.values)
    }
    for upstream in upstreams { upstream.cancel() }
  }

  /// Delivers queued values while there is demand, then the completion; one loop at a time,
  /// so values keep their order when a delivery leads to another offer.
  private func drain() {
    let isFirst = state.withLock { state -> Bool in
      guard !state.isDelivering else { return false }
      state.isDelivering = true
      return true
    }
    guard isFirst else { return }
    while true {
      let step = state.withLock { state -> FanStep<Downstream.Input, Downstream.Failure> in
        guard !state.isTerminal else {
          state.isDelivering = false
          return .idle
        }
        if !state.queue.isEmpty, state.demand > .none {
          state.demand -= 1
          return .value(state.queue.removeFirst())
        }
        if state.queue.isEmpty, let completion = state.completion {
          state.isTerminal = true
          state.isDelivering = false
          // An upstream still attached (the other side of a `zip` that ran out) is no longer
          // needed: it is cancelled, so that it lets go of the fan.
          defer { state.upstreams = [:] }
          return .completion(completion, Array(state.upstreams.values))
        }
        state.isDelivering = false
        return .idle
      }
      switch step {
      case .value(let value):
        let more = downstream.receive(value)
        if more > .none { state.withLock { $0.demand += more } }
      case .completion(let completion, let leftovers):
        for upstream in leftovers { upstream.cancel() }
        downstream.receive(completion: completion)
        return
      case .idle:
        return
      }
    }
  }
}

extension Fan {
  /// An upstream the fan keeps while it runs (attached when it subscribes, detached when it
  /// completes), its values going to `value`; `completion` runs once it is detached.
  func input<Input, Failure: Error>(
    value: @escaping (Input) -> Void,
    completion: @escaping (Subscribers.Completion<Failure>) -> Void
  ) -> FanInput<Input, Failure> {
    FanInput(
      subscription: { self.attach($1, for: $0) }, value: value,
      completion: { input, result in
        self.detach(input)
        completion(result)
      })
  }

  /// An upstream whose values pass on as they come; `completion` runs once it is detached.
  func input<Failure: Error>(
    completion: @escaping (Subscribers.Completion<Failure>) -> Void
  ) -> FanInput<Downstream.Input, Failure> {
    input(value: offer, completion: completion)
  }

  /// An upstream whose failure ends the stream at once, as every combining operator's does;
  /// `finished` runs when it finishes.
  func input<Input>(value: @escaping (Input) -> Void, finished: @escaping () -> Void)
    -> FanInput<Input, Downstream.Failure>
  {
    input(value: value) { completion in
      if case .failure = completion { return self.finish(completion) }
      finished()
    }
  }
}

/// What a ``Fan`` delivers next.
private enum FanStep<Value, Failure: Error> {
  case value(Value)
  /// The completion, and the upstreams still attached, to cancel first.
  case completion(Subscribers.Completion<Failure>, [any Subscription])
  case idle
}

/// One upstream of a combining operator: passes what it receives to closures.
final class FanInput<Input, Failure: Error>: Subscriber {
  private let onSubscription: (FanInput, any Subscription) -> Void
  private let onValue: (Input) -> Void
  private let onCompletion: (FanInput, Subscribers.Completion<Failure>) -> Void

  init(
    subscription: @escaping (FanInput, any Subscription) -> Void,
    value: @escaping (Input) -> Void,
    completion: @escaping (FanInput, Subscribers.Completion<Failure>) -> Void
  ) {
    onSubscription = subscription
    onValue = value
    onCompletion = completion
  }

  func receive(subscription: any Subscription) { onSubscription(self, subscription) }
  func receive(_ input: Input) -> Subscribers.Demand {
    onValue(input)
    return .none
  }
  func receive(completion: Subscribers.Completion<Failure>) { onCompletion(self, completion) }
}

extension Publishers {
  /// The publisher `merge(with:)` returns for two publishers.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure {
    /// The output of both.
    public typealias Output = A.Output
    /// The failure of both.
    public typealias Failure = A.Failure
    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B

    /// Merges the values of `a` and `b`, in the order they arrive.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher()).receive(subscriber: subscriber)
    }
  }

  /// The publisher `merge(with:)` returns for several publishers of one type.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    /// The upstreams' output.
    public typealias Output = Upstream.Output
    /// The upstreams' failure.
    public typealias Failure = Upstream.Failure
    /// The publishers merged.
    public let publishers: [Upstream]

    /// Merges the values of `upstream`, in the order they arrive.
    public init(_ upstream: Upstream...) {
      publishers = upstream
    }

    /// Merges the values of `upstream`, in the order they arrive.
    public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
      publishers = Array(upstream)
    }

    /// Attaches `subscriber`: it finishes when every upstream has finished, and fails when
    /// any fails.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let fan = Fan("Merge", downstream: subscriber)
      let remaining = Locked(publishers.count)
      fan.start()
      if publishers.isEmpty { fan.finish(.finished) }
      for publisher in publishers {
        publisher.subscribe(
          fan.input(value: fan.offer) {
            let left = remaining.withLock { left -> Int in
              left -= 1
              return left
            }
            if left == 0 { fan.finish(.finished) }
          })
      }
    }
  }

  /// The publisher ``Publisher/combineLatest(_:)`` returns.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure {
    /// Both latest values.
    public typealias Output = (A.Output, B.Output)
    /// The failure of both.
    public typealias Failure = A.Failure
    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B

    /// Combines the latest values of `a` and `b`.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches `subscriber`: it gets a pair whenever either delivers, once both have; it
    /// finishes when both have finished, and fails when either fails.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let fan = Fan("CombineLatest", downstream: subscriber)
      let latest = Locked<(A.Output?, B.Output?, Int)>(uncheckedValue: (nil, nil, 2))
      func finished() {
        let left = latest.withLock { latest -> Int in
          latest.2 -= 1
          return latest.2
        }
        if left == 0 { fan.finish(.finished) }
      }
      fan.start()
      a.subscribe(
        fan.input(
          value: { (value: A.Output) in
            let pair = latest.withLock { latest -> Output? in
              latest.0 = value
              return latest.1.map { (value, $0) }
            }
            if let pair { fan.offer(pair) }
          }, finished: finished))
      b.subscribe(
        fan.input(
          value: { (value: B.Output) in
            let pair = latest.withLock { latest -> Output? in
              latest.1 = value
              return latest.0.map { ($0, value) }
            }
            if let pair { fan.offer(pair) }
          }, finished: finished))
    }
  }

  /// The publisher `flatMap(maxPublishers:_:)` returns.
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
  where NewPublisher.Failure == Upstream.Failure {
    /// The inner publishers' output.
    public typealias Output = NewPublisher.Output
    /// The failure of both.
    public typealias Failure = Upstream.Failure
    /// The outer publisher.
    public let upstream: Upstream
    /// How many inner publishers may run at once.
    public let maxPublishers: Subscribers.Demand
    /// Makes an inner publisher from an outer value.
    public let transform: (Upstream.Output) -> NewPublisher

    /// Flattens the publishers `transform` makes from `upstream`'s values.
    public init(
      upstream: Upstream, maxPublishers: Subscribers.Demand,
      transform: @escaping (Upstream.Output) -> NewPublisher
    ) {
      self.upstream = upstream
      self.maxPublishers = maxPublishers
      self.transform = transform
    }

    /// Attaches `subscriber`: it gets every inner publisher's values as they arrive, and
    /// finishes when the outer and every inner publisher have finished.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let fan = Fan("FlatMap", downstream: subscriber)
      let transform = self.transform
      let maxPublishers = self.maxPublishers
      // (inner publishers running, whether the outer one finished, the outer input's id):
      // the outer subscription itself is the fan's, so that nothing else holds it.
      let state = Locked<(running: Int, outerDone: Bool, outer: ObjectIdentifier?)>(
        uncheckedValue: (0, false, nil))
      func finishIfDone() {
        if state.withLock({ $0.outerDone && $0.running == 0 }) { fan.finish(.finished) }
      }
      fan.start()
      upstream.subscribe(
        FanInput<Upstream.Output, Failure>(
          subscription: { outer, subscription in
            state.withLock { $0.outer = ObjectIdentifier(outer) }
            fan.attach(subscription, for: outer, demand: maxPublishers)
          },
          value: { value in
            state.withLock { $0.running += 1 }
            transform(value).subscribe(
              fan.input(value: fan.offer) {
                let outer = state.withLock { state -> ObjectIdentifier? in
                  state.running -= 1
                  return maxPublishers == .unlimited ? nil : state.outer
                }
                // A paced outer is asked for one more as each inner publisher finishes.
                if let outer { fan.subscription(of: outer)?.request(.max(1)) }
                finishIfDone()
              })
          },
          completion: { outer, completion in
            fan.detach(outer)
            if case .failure = completion { return fan.finish(completion) }
            state.withLock { $0.outerDone = true }
            finishIfDone()
          }))
    }
  }

  /// The publisher `switchToLatest()` returns.
  public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
  where Upstream.Output == P, P.Failure == Upstream.Failure {
    /// The inner publishers' output.
    public typealias Output = P.Output
    /// The failure of both.
    public typealias Failure = P.Failure
    /// The publisher of publishers.
    public let upstream: Upstream

    /// Delivers the values of the latest publisher `upstream` delivered.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches `subscriber`: a new inner publisher cancels the one before it; the stream
    /// finishes when the outer and the current inner publisher have finished.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let fan = Fan("SwitchToLatest", downstream: subscriber)
      // (the current inner subscriber, whether the outer publisher finished). The inner
      // subscriber is named, not held: it holds this state, and its own subscription holds
      // it.
      let state = Locked<(current: ObjectIdentifier?, outerDone: Bool)>(
        uncheckedValue: (nil, false))
      fan.start()
      upstream.subscribe(
        FanInput<P, Failure>(
          subscription: { fan.attach($1, for: $0) },
          value: { publisher in
            let inner = FanInput<P.Output, Failure>(
              subscription: { fan.attach($1, for: $0) },
              value: { value in fan.offer(value) },
              completion: { inner, completion in
                fan.detach(inner)
                if case .failure = completion { return fan.finish(completion) }
                let done = state.withLock { state -> Bool in
                  if state.current == ObjectIdentifier(inner) { state.current = nil }
                  return state.outerDone && state.current == nil
                }
                if done { fan.finish(.finished) }
              })
            let previous = state.withLock { state -> ObjectIdentifier? in
              defer { state.current = ObjectIdentifier(inner) }
              return state.current
            }
            if let previous { fan.cancelUpstream(previous) }
            publisher.subscribe(inner)
          },
          completion: { outer, completion in
            fan.detach(outer)
            if case .failure = completion { return fan.finish(completion) }
            let done = state.withLock { state -> Bool in
              state.outerDone = true
              return state.current == nil
            }
            if done { fan.finish(.finished) }
          }))
    }
  }
}

extension Publisher {
  /// The values of this publisher and `other`, in the order they arrive, as Combine's
  /// `merge(with:)`.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Merge(self, other)
  }

  /// The values of this publisher and `others`, in the order they arrive.
  public func merge(with others: Self...) -> Publishers.MergeMany<Self> {
    Publishers.MergeMany([self] + others)
  }

  /// The latest values of this publisher and `other`, whenever either delivers, as
  /// Combine's `combineLatest(_:)`.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where P.Failure == Failure {
    Publishers.CombineLatest(self, other)
  }

  /// The latest values, combined by `transform`.
  public func combineLatest<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }

  /// The latest values of this publisher and two others.
  public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q)
    -> Publishers.Map<
      Publishers.CombineLatest<Publishers.CombineLatest<Self, P>, Q>, (Output, P.Output, Q.Output)
    > where P.Failure == Failure, Q.Failure == Failure
  {
    Publishers.CombineLatest(Publishers.CombineLatest(self, p), q).map { ($0.0, $0.1, $1) }
  }

  /// The values of the publishers `transform` makes from this one's values, as Combine's
  /// `flatMap(maxPublishers:_:)`.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where P.Failure == Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// The values of the latest publisher this one delivered, as Combine's `switchToLatest()`:
  /// each new one cancels the one before.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Failure == Never {
  /// Flattens the publishers `transform` makes into one stream of their values, for an
  /// upstream that never fails and publishers that can (iOS 14's overload: a search request
  /// per query), as Combine's `flatMap(maxPublishers:_:)`.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
    setFailureType(to: P.Failure.self).flatMap(maxPublishers: maxPublishers, transform)
  }

  /// Flattens the publishers `transform` makes, when neither can fail.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher {
  /// Flattens the publishers `transform` makes, which never fail, into this publisher's
  /// stream, which can.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) {
      transform($0).setFailureType(to: Failure.self)
    }
  }
}

extension Publisher where Output: Publisher, Failure == Never {
  /// Follows the latest inner publisher, for an upstream that never fails and inner
  /// publishers that can (iOS 14's overload), as Combine's `switchToLatest()`.
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Output, Publishers.SetFailureType<Self, Output.Failure>
    >
  {
    setFailureType(to: Output.Failure.self).switchToLatest()
  }
}

extension Publisher where Output: Publisher, Failure == Never, Output.Failure == Never {
  /// Follows the latest inner publisher, when neither can fail.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}
