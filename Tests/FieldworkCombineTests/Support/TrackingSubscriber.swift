import FieldworkCombine

/// A subscriber that writes down what it receives ("subscription", each value, "finished" or
/// "failure(…)") and asks for exactly the demand a test gives it: `initialDemand` when it is
/// subscribed, `demandPerValue` back from each value, and ``request(_:)`` at any time.
///
/// It holds its subscription and the subscription holds it until one of them ends the
/// stream, as in Combine: a test that leaves a stream open cancels it (`defer { ….cancel() }`),
/// or the pair is left behind for the leak checker.
final class TrackingSubscriber<Input, Failure: Error>: Subscriber {
  private(set) var events: [String] = []
  private(set) var subscription: (any Subscription)?
  let initialDemand: Subscribers.Demand
  var demandPerValue: Subscribers.Demand
  /// Runs on each value, before the demand is returned: a test re-enters the publisher here.
  var onValue: ((Input) -> Void)?

  init(initialDemand: Subscribers.Demand = .unlimited, demandPerValue: Subscribers.Demand = .none) {
    self.initialDemand = initialDemand
    self.demandPerValue = demandPerValue
  }

  func receive(subscription: any Subscription) {
    events.append("subscription")
    self.subscription = subscription
    if initialDemand > .none { subscription.request(initialDemand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    events.append("\(input)")
    onValue?(input)
    return demandPerValue
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    // A finished subscription is let go, as a sink lets go of its own.
    subscription = nil
    switch completion {
    case .finished: events.append("finished")
    case .failure(let error): events.append("failure(\(error))")
    }
  }

  /// The values received, as they were written down.
  var values: [String] {
    events.filter { $0 != "subscription" && $0 != "finished" && !$0.hasPrefix("failure(") }
  }

  func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }
  /// Cancels the subscription and lets go of it.
  func cancel() {
    subscription?.cancel()
    subscription = nil
  }
}

/// What an upstream publisher was asked: each request, and whether it was cancelled, seen
/// through `handleEvents`.
final class UpstreamLog {
  var requests: [Subscribers.Demand] = []
  var cancelled = 0
  var subscriptions = 0

  /// `publisher`, with what is asked of it written here.
  func watch<P: Publisher>(_ publisher: P) -> Publishers.HandleEvents<P> {
    publisher.handleEvents(
      receiveSubscription: { _ in self.subscriptions += 1 },
      receiveCancel: { self.cancelled += 1 },
      receiveRequest: { self.requests.append($0) })
  }
}

struct TestFailure: Error, Equatable, CustomStringConvertible {
  var code = 1
  var description: String { "TestFailure(\(code))" }
}
