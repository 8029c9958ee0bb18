internal import FieldworkSupport

extension Publishers {
  /// The publisher ``Publisher/handleEvents(receiveSubscription:receiveOutput:receiveCompletion:receiveCancel:receiveRequest:)``
  /// returns.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher observed.
    public let upstream: Upstream
    /// Runs when the subscription arrives.
    public var receiveSubscription: ((any Subscription) -> Void)?
    /// Runs for each value.
    public var receiveOutput: ((Upstream.Output) -> Void)?
    /// Runs on completion.
    public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
    /// Runs when the subscriber cancels.
    public var receiveCancel: (() -> Void)?
    /// Runs when the subscriber asks for values.
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    /// Observes `upstream`'s events with the closures given.
    public init(
      upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil,
      receiveOutput: ((Upstream.Output) -> Void)? = nil,
      receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)? = nil,
      receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
      self.receiveCancel = receiveCancel
      self.receiveRequest = receiveRequest
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(HandleEventsInner(self, downstream: subscriber))
    }
  }
}

private final class HandleEventsInner<Upstream: Publisher, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure

  private let events: Publishers.HandleEvents<Upstream>
  private let downstream: Downstream
  private let upstream = Locked<(any Subscription)?>(uncheckedValue: nil)
  private let isTerminal = Locked(false)

  init(_ events: Publishers.HandleEvents<Upstream>, downstream: Downstream) {
    self.events = events
    self.downstream = downstream
  }

  var description: String { "HandleEvents" }

  func receive(subscription: any Subscription) {
    upstream.withLock { $0 = subscription }
    events.receiveSubscription?(subscription)
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard !isTerminal.withLock({ $0 }) else { return .none }
    events.receiveOutput?(input)
    let more = downstream.receive(input)
    if more > .none { events.receiveRequest?(more) }
    return more
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let isFirst = isTerminal.withLock { isTerminal -> Bool in
      defer { isTerminal = true }
      return !isTerminal
    }
    guard isFirst else { return }
    events.receiveCompletion?(completion)
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    events.receiveRequest?(demand)
    upstream.withLock { $0 }?.request(demand)
  }

  func cancel() {
    events.receiveCancel?()
    isTerminal.withLock { $0 = true }
    upstream.withLock { subscription in
      defer { subscription = nil }
      return subscription
    }?.cancel()
  }
}

extension Publisher {
  /// Runs closures as events pass, as Combine's `handleEvents(…)`: for logging, or side
  /// effects such as showing a spinner while a search runs.
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
    receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion, receiveCancel: receiveCancel,
      receiveRequest: receiveRequest)
  }
}
