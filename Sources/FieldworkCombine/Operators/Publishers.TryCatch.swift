extension Publishers {
  /// The publisher ``Publisher/tryCatch(_:)`` returns: the upstream, continued by the
  /// publisher a throwing handler makes from its failure.
  public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// Any error: one the handler throws, or the replacement's.
    public typealias Failure = any Error
    /// The publisher.
    public let upstream: Upstream
    /// Makes the replacement from the error, or throws.
    public let handler: (Upstream.Failure) throws -> NewPublisher

    /// `upstream`, continued by the publisher `handler` makes if it fails; an error
    /// `handler` throws fails the stream.
    public init(
      upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher
    ) {
      self.upstream = upstream
      self.handler = handler
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let fan = Fan("TryCatch", downstream: subscriber)
      let handler = self.handler
      fan.start()
      upstream.subscribe(
        fan.input { (completion: Subscribers.Completion<Upstream.Failure>) in
          switch completion {
          case .finished:
            fan.finish(.finished)
          case .failure(let error):
            do {
              try handler(error).subscribe(
                fan.input { (completion: Subscribers.Completion<NewPublisher.Failure>) in
                  fan.finish(completion.eraseError())
                })
            } catch {
              fan.finish(.failure(error))
            }
          }
        })
    }
  }
}

extension Publisher {
  /// Replaces a failure with the publisher `handler` makes from it, or fails with the error
  /// `handler` throws, as Combine's `tryCatch(_:)`.
  public func tryCatch<P: Publisher>(
    _ handler: @escaping (Failure) throws -> P
  ) -> Publishers.TryCatch<Self, P> where P.Output == Output {
    Publishers.TryCatch(upstream: self, handler: handler)
  }
}
