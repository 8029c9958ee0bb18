/// A publisher that fails at once with an error, as Combine's `Fail`.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The error.
  public let error: Failure

  /// A publisher that fails with `error`.
  public init(error: Failure) {
    self.error = error
  }

  /// A publisher of the given output type that fails with `failure`.
  public init(outputType: Output.Type, failure: Failure) {
    error = failure
  }

  /// Sends a subscription, then the failure.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    subscriber.receive(completion: .failure(error))
  }
}
