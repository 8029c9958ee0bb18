/// A subscriber of any type with the given input and failure, as Combine's `AnySubscriber`.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
  /// The identifier of the wrapped subscriber.
  public let combineIdentifier: CombineIdentifier
  private let receiveSubscriptionBody: (any Subscription) -> Void
  private let receiveValueBody: (Input) -> Subscribers.Demand
  private let receiveCompletionBody: (Subscribers.Completion<Failure>) -> Void

  /// Wraps `subscriber`.
  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    if let erased = subscriber as? AnySubscriber<Input, Failure> {
      self = erased
      return
    }
    combineIdentifier = subscriber.combineIdentifier
    receiveSubscriptionBody = subscriber.receive(subscription:)
    receiveValueBody = subscriber.receive(_:)
    receiveCompletionBody = subscriber.receive(completion:)
  }

  /// A subscriber made of closures; missing ones do nothing (and ask for nothing more).
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    combineIdentifier = CombineIdentifier()
    receiveSubscriptionBody = receiveSubscription ?? { _ in }
    receiveValueBody = receiveValue ?? { _ in .none }
    receiveCompletionBody = receiveCompletion ?? { _ in }
  }

  /// "Anonymous AnySubscriber".
  public var description: String { "AnySubscriber" }

  /// Passes the subscription on.
  public func receive(subscription: any Subscription) { receiveSubscriptionBody(subscription) }
  /// Passes the value on.
  public func receive(_ value: Input) -> Subscribers.Demand { receiveValueBody(value) }
  /// Passes the completion on.
  public func receive(completion: Subscribers.Completion<Failure>) {
    receiveCompletionBody(completion)
  }
}
