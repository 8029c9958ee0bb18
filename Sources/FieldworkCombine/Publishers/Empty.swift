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

/// A publisher that makes the publisher it delivers from when something subscribes, as
/// Combine's `Deferred`.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
  /// The output of the publisher it makes.
  public typealias Output = DeferredPublisher.Output
  /// The failure of the publisher it makes.
  public typealias Failure = DeferredPublisher.Failure

  /// Makes the publisher, once per subscriber.
  public let createPublisher: () -> DeferredPublisher

  /// A publisher that calls `createPublisher` for each subscriber.
  public init(createPublisher: @escaping () -> DeferredPublisher) {
    self.createPublisher = createPublisher
  }

  /// Makes the publisher and attaches `subscriber` to it.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    createPublisher().subscribe(subscriber)
  }
}
