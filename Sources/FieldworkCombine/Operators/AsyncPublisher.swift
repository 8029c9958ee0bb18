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

extension Publisher where Failure == Never {
  /// This publisher's values as an asynchronous sequence, as Combine's `values`.
  public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
  /// This publisher's values as an asynchronous sequence that throws its failure, as
  /// Combine's `values`.
  public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// The subscriber behind an async publisher's iterator: it asks for one value each time
/// `next()` waits, and resumes the waiter with it.
///
/// `@unchecked Sendable` is sound: every stored property is read and written only inside
/// `state.withLock`, and a continuation is resumed once, after it leaves the state.
private final class AsyncPublisherInner<Input, Failure: Error>: Subscriber, @unchecked Sendable {
  private struct State {
    var subscription: (any Subscription)?
    var waiter: CheckedContinuation<Unchecked<Input>?, any Error>?
    var completion: Subscribers.Completion<Failure>?
    var isCancelled = false
  }

  private let state = Locked(uncheckedValue: State())

  func receive(subscription: any Subscription) {
    let wantsValue = state.withLock { state -> Bool in
      guard state.subscription == nil, !state.isCancelled else { return false }
      state.subscription = subscription
      return state.waiter != nil
    }
    if wantsValue { subscription.request(.max(1)) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let waiter = state.withLock { state in
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume(returning: Unchecked(input))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let waiter = state.withLock { state in
      state.completion = completion
      state.subscription = nil
      defer { state.waiter = nil }
      return state.waiter
    }
    switch completion {
    case .finished: waiter?.resume(returning: nil)
    case .failure(let error): waiter?.resume(throwing: error)
    }
  }

  /// What `next()` does once its waiter is stored.
  private enum Next {
    case request(any Subscription)
    case wait
    case end(Subscribers.Completion<Failure>?)
  }

  /// The next value; `nil` at the end.
  func next() async throws -> Input? {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Unchecked<Input>?, any Error>) in
        let next = state.withLock { state -> Next in
          if state.isCancelled { return .end(nil) }
          if let completion = state.completion { return .end(completion) }
          state.waiter = continuation
          return state.subscription.map { .request($0) } ?? .wait
        }
        switch next {
        case .request(let subscription): subscription.request(.max(1))
        case .wait: break
        case .end(.failure(let error)?): continuation.resume(throwing: error)
        case .end: continuation.resume(returning: nil)
        }
      }
    } onCancel: {
      cancel()
    }?.value
  }

  private func cancel() {
    let (subscription, waiter) = state.withLock { state in
      state.isCancelled = true
      defer {
        state.subscription = nil
        state.waiter = nil
      }
      return (state.subscription, state.waiter)
    }
    subscription?.cancel()
    waiter?.resume(returning: nil)
  }
}
