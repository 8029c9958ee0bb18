internal import FieldworkSupport

/// A publisher you can send values through, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Delivers `value` to the subscribers.
  func send(_ value: Output)
  /// Ends the stream for every subscriber, now and later.
  func send(completion: Subscribers.Completion<Failure>)
  /// Receives the subscription of a publisher this subject subscribed to; asks it for every
  /// value.
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Delivers a `Void` value.
  public func send() { send(()) }
}

extension Publisher {
  /// Relays this publisher's values and completion through `subject`, as Combine's
  /// `subscribe(_:)` for a subject. Cancelling the returned value stops relaying.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
  where S.Output == Output, S.Failure == Failure {
    let relay = SubjectRelay(subject)
    subscribe(relay)
    return AnyCancellable(relay)
  }
}

/// What subscribes a subject to a publisher.
final class SubjectRelay<S: Subject>: Subscriber, Cancellable {
  private let subject: Locked<S?>
  private let subscription = Locked<(any Subscription)?>(uncheckedValue: nil)

  init(_ subject: S) {
    self.subject = Locked(uncheckedValue: subject)
  }

  func receive(subscription: any Subscription) {
    let isFirst = self.subscription.withLock { current -> Bool in
      guard current == nil else { return false }
      current = subscription
      return true
    }
    guard isFirst, let subject = subject.withLock({ $0 }) else {
      subscription.cancel()
      return
    }
    subject.send(subscription: subscription)
  }

  func receive(_ input: S.Output) -> Subscribers.Demand {
    subject.withLock { $0 }?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<S.Failure>) {
    subject.withLock { $0 }?.send(completion: completion)
  }

  func cancel() {
    subject.withLock { $0 = nil }
    subscription.withLock { current in
      defer { current = nil }
      return current
    }?.cancel()
  }
}

/// The subscribers of a subject and how the stream ended: what ``PassthroughSubject`` and
/// ``CurrentValueSubject`` share.
///
/// Values are delivered outside the lock, so a subscriber may send through the subject
/// (re-entrantly) or cancel while it receives.
final class SubjectCore<Output, Failure: Error> {
  private struct State {
    var conduits: [ObjectIdentifier: Conduit] = [:]
    /// In the order subscribers arrived, so values reach them in that order.
    var order: [ObjectIdentifier] = []
    var completion: Subscribers.Completion<Failure>?
    var upstreams: [any Subscription] = []
    var hasUpstreamDemand = false
  }

  private let state = Locked(uncheckedValue: State())
  /// Whether a subscriber's first demand delivers the current value (a current-value subject).
  let current: Locked<Output>?

  init(current: Output?) {
    self.current = current.map { Locked(uncheckedValue: $0) }
  }

  var completion: Subscribers.Completion<Failure>? { state.withLock { $0.completion } }

  func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    if let completion = state.withLock({ $0.completion }) {
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: completion)
      return
    }
    let conduit = Conduit(core: self, downstream: AnySubscriber(subscriber))
    let id = ObjectIdentifier(conduit)
    state.withLock { state in
      state.conduits[id] = conduit
      state.order.append(id)
    }
    subscriber.receive(subscription: conduit)
  }

  func send(_ value: Output) {
    let conduits = state.withLock { state -> [Conduit] in
      guard state.completion == nil else { return [] }
      return state.order.compactMap { state.conduits[$0] }
    }
    if let current { current.withLock { $0 = value } }
    for conduit in conduits { conduit.offer(value) }
  }

  func send(completion: Subscribers.Completion<Failure>) {
    let conduits = state.withLock { state -> [Conduit] in
      guard state.completion == nil else { return [] }
      state.completion = completion
      let conduits = state.order.compactMap { state.conduits[$0] }
      state.conduits = [:]
      state.order = []
      state.upstreams = []
      return conduits
    }
    for conduit in conduits { conduit.finish(completion) }
  }

  func send(subscription: any Subscription) {
    let shouldRequest = state.withLock { state -> Bool in
      state.upstreams.append(subscription)
      return state.hasUpstreamDemand
    }
    if shouldRequest { subscription.request(.unlimited) }
  }

  /// A subscriber asked for values: the subject asks the publishers it subscribed to for all
  /// of theirs, once.
  fileprivate func subscriberRequested() {
    let upstreams = state.withLock { state -> [any Subscription] in
      guard !state.hasUpstreamDemand else { return [] }
      state.hasUpstreamDemand = true
      return state.upstreams
    }
    for upstream in upstreams { upstream.request(.unlimited) }
  }

  fileprivate func remove(_ conduit: Conduit) {
    let id = ObjectIdentifier(conduit)
    state.withLock { state in
      guard state.conduits.removeValue(forKey: id) != nil else { return }
      state.order.removeAll { $0 == id }
    }
  }

  /// One subscriber's link to the subject.
  ///
  /// As in Combine, a subscription holds its subject until it is cancelled or the subject
  /// completes: a subject stays alive while anyone is subscribed to it, and the cycle
  /// (subject, subscription, subscriber) ends with the `AnyCancellable` that cancels it.
  final class Conduit: Subscription, CustomStringConvertible {
    private struct Link {
      var downstream: AnySubscriber<Output, Failure>?
      /// The subject, until the subscription is cancelled or finished.
      var core: SubjectCore?
      var demand = Subscribers.Demand.none
      /// A current value the subscriber has not received yet.
      var owesCurrentValue: Bool
    }

    private let link: Locked<Link>
    /// Whether the subject is a current-value subject (which owes new subscribers its value).
    private let isCurrentValue: Bool

    init(core: SubjectCore, downstream: AnySubscriber<Output, Failure>) {
      isCurrentValue = core.current != nil
      link = Locked(
        uncheckedValue: Link(
          downstream: downstream, core: core, owesCurrentValue: isCurrentValue))
    }

    var description: String { isCurrentValue ? "CurrentValueSubject" : "PassthroughSubject" }

    func request(_ demand: Subscribers.Demand) {
      guard demand > .none else { return }
      var core: SubjectCore?
      let owed = link.withLock { link -> AnySubscriber<Output, Failure>? in
        core = link.core
        guard link.downstream != nil else { return nil }
        link.demand += demand
        guard link.owesCurrentValue, link.demand > .none else { return nil }
        link.owesCurrentValue = false
        link.demand -= 1
        return link.downstream
      }
      guard let core else { return }
      core.subscriberRequested()
      if let owed, let value = core.current?.withLock({ $0 }) {
        let more = owed.receive(value)
        if more > .none { link.withLock { $0.demand += more } }
      }
    }

    /// Delivers `value` when the subscriber asked for one; a current-value subject
    /// remembers that it owes the latest value otherwise.
    func offer(_ value: Output) {
      let downstream = link.withLock { link -> AnySubscriber<Output, Failure>? in
        guard let downstream = link.downstream else { return nil }
        guard link.demand > .none else {
          if isCurrentValue { link.owesCurrentValue = true }
          return nil
        }
        link.demand -= 1
        link.owesCurrentValue = false
        return downstream
      }
      guard let downstream else { return }
      let more = downstream.receive(value)
      if more > .none { link.withLock { $0.demand += more } }
    }

    /// Lets go of the subscriber and the subject, and returns them.
    private func detach() -> (AnySubscriber<Output, Failure>?, SubjectCore?) {
      link.withLock { link in
        defer {
          link.downstream = nil
          link.core = nil
        }
        return (link.downstream, link.core)
      }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
      let (downstream, core) = detach()
      downstream?.receive(completion: completion)
      // The subject goes, if this was its last reference, after the subscriber has its
      // completion.
      withExtendedLifetime(core) {}
    }

    func cancel() {
      let (_, core) = detach()
      core?.remove(self)
    }
  }
}
