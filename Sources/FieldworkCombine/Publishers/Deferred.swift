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
