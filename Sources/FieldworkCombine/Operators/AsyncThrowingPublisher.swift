internal import FieldworkSupport

/// A publisher's values as an asynchronous sequence that throws its failure, as Combine's
/// `AsyncThrowingPublisher`: what `values` returns for a publisher that can fail.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
  /// The publisher's output.
  public typealias Element = P.Output
  private let publisher: P

  /// The values of `publisher`.
  public init(_ publisher: P) {
    self.publisher = publisher
  }

  /// Subscribes to the publisher.
  public func makeAsyncIterator() -> Iterator {
    let inner = AsyncPublisherInner<P.Output, P.Failure>()
    publisher.subscribe(inner)
    return Iterator(inner: inner)
  }

  /// Waits for the publisher's values one by one.
  public struct Iterator: AsyncIteratorProtocol {
    fileprivate let inner: AsyncPublisherInner<P.Output, P.Failure>

    /// The next value; `nil` once the publisher finished or the task was cancelled; throws
    /// the publisher's failure.
    public mutating func next() async throws -> P.Output? {
      try await inner.next()
    }
  }
}
