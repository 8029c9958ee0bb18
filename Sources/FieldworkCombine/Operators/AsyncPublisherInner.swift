internal import FieldworkSupport

/// The subscriber behind an async publisher's iterator: it asks for one value each time
/// `next()` waits, and resumes the waiter with it.
///
/// `@unchecked Sendable` is sound: every stored property is read and written only inside
/// `state.withLock`, and a continuation is resumed once, after it leaves the state.
final class AsyncPublisherInner<Input, Failure: Error>: Subscriber, @unchecked Sendable {
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
