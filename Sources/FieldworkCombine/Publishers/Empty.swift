/// A publisher that delivers nothing and finishes at once (or never, if asked), as
/// Combine's `Empty`.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
  /// Whether it finishes as soon as it is subscribed to.
  public let completeImmediately: Bool

  /// An empty publisher that finishes at once, unless `completeImmediately` is `false`.
  public init(completeImmediately: Bool = true) {
    self.completeImmediately = completeImmediately
  }

  /// An empty publisher of the given types.
  public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type)
  {
    self.init(completeImmediately: completeImmediately)
  }

  /// Sends a subscription, then the end, unless it never completes.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    if completeImmediately { subscriber.receive(completion: .finished) }
  }
}
