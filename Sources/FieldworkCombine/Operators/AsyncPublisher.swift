internal import FieldworkSupport

/// A publisher's values as an asynchronous sequence, as Combine's `AsyncPublisher`: what
/// `values` returns for a publisher that never fails.
///
/// ```swift
/// for await query in model.$query.values { … }
/// ```
///
/// It asks the publisher for one value at a time, as the loop asks for the next; the
/// sequence ends when the publisher finishes, and a task cancelled while it waits cancels
/// the subscription and ends it.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
  /// The publisher's output.
  public typealias Element = P.Output
  private let publisher: P

  /// The values of `publisher`.
  public init(_ publisher: P) {
    self.publisher = publisher
  }

  /// Subscribes to the publisher.
  public func makeAsyncIterator() -> Iterator {
    let inner = AsyncPublisherInner<P.Output, Never>()
    publisher.subscribe(inner)
    return Iterator(inner: inner)
  }

  /// Waits for the publisher's values one by one.
  public struct Iterator: AsyncIteratorProtocol {
    fileprivate let inner: AsyncPublisherInner<P.Output, Never>

    /// The next value, or `nil` once the publisher finished or the task was cancelled.
    public mutating func next() async -> P.Output? {
      try? await inner.next()
    }
  }
}

extension Publisher where Failure == Never {
  /// This publisher's values as an asynchronous sequence, as Combine's `values`.
  public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
  /// This publisher's values as an asynchronous sequence that throws its failure, as
  /// Combine's `values`.
  public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}
