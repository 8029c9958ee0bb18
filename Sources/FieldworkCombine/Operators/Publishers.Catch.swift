extension Publishers {
  /// The publisher ``Publisher/catch(_:)`` returns.
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// The replacement's failure.
    public typealias Failure = NewPublisher.Failure
    /// The publisher.
    public let upstream: Upstream
    /// Makes the replacement from the error.
    public let handler: (Upstream.Failure) -> NewPublisher

    /// `upstream`, continued by the publisher `handler` makes if it fails.
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let fan = Fan("Catch", downstream: subscriber)
      let handler = self.handler
      fan.start()
      upstream.subscribe(
        fan.input { (completion: Subscribers.Completion<Upstream.Failure>) in
          switch completion {
          case .finished: fan.finish(.finished)
          case .failure(let error): handler(error).subscribe(fan.input(completion: fan.finish))
          }
        })
    }
  }
}

extension Publisher {
  /// Continues with the publisher `handler` makes when this one fails, as Combine's
  /// `catch(_:)`.
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P)
    -> Publishers.Catch<
      Self, P
    > where P.Output == Output
  {
    Publishers.Catch(upstream: self, handler: handler)
  }
}
