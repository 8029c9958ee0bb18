/// A type that receives values from a publisher, as Combine's `Subscriber`.
///
/// The publisher calls ``receive(subscription:)`` once, then ``receive(_:)`` for each value
/// (never more than the demand allows), then at most once ``receive(completion:)``.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The kind of values it receives.
  associatedtype Input
  /// The kind of error it may receive.
  associatedtype Failure: Error

  /// Receives the subscription: request values from it, keep it to cancel.
  func receive(subscription: any Subscription)
  /// Receives a value; returns how many more values it wants beyond those already asked for.
  func receive(_ input: Input) -> Subscribers.Demand
  /// Receives the end of the stream: `.finished`, or `.failure` with the error.
  func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
  /// Receives a value of a `Void` stream.
  public func receive() -> Subscribers.Demand { receive(()) }
}
