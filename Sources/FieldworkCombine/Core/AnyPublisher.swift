/// A publisher of any type with the given output and failure, as Combine's `AnyPublisher`:
/// what ``Publisher/eraseToAnyPublisher()`` returns, so an API does not expose its chain of
/// operators.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
  private let subscribeBody: (AnySubscriber<Output, Failure>) -> Void
  private let name: String

  /// Wraps `publisher`.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    if let erased = publisher as? AnyPublisher<Output, Failure> {
      self = erased
      return
    }
    subscribeBody = { publisher.receive(subscriber: $0) }
    name = "AnyPublisher"
  }

  /// "AnyPublisher".
  public var description: String { name }

  /// Attaches `subscriber` to the wrapped publisher.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribeBody(AnySubscriber(subscriber))
  }
}

extension Publisher {
  /// This publisher, as an ``AnyPublisher``.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
}
