internal import FieldworkSupport

/// What a one-to-one operator makes of a value.
enum TransformStep<Output, Failure: Error> {
  /// Deliver this value.
  case emit(Output)
  /// Deliver nothing, and ask upstream for one more in its place.
  case drop
  /// Deliver this value (if any), then finish and cancel upstream.
  case finish(Output?)
  /// Fail with this error and cancel upstream.
  case fail(Failure)
}

/// The subscriber and subscription of every one-to-one operator (`map`, `filter`,
/// `removeDuplicates`, `first`, `tryMap`, …): it turns each upstream value into a step, and
/// stops cleanly when a step ends the stream.
final class TransformInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible
{
  typealias Failure = UpstreamFailure

  private struct State {
    var upstream: (any Subscription)?
    var isTerminal = false
  }

  private let state = Locked(uncheckedValue: State())
  private let downstream: Downstream
  private let transform: (Input) -> TransformStep<Downstream.Input, Downstream.Failure>
  private let completion:
    (Subscribers.Completion<UpstreamFailure>) -> (
      Downstream.Input?, Subscribers.Completion<Downstream.Failure>
    )
  let description: String

  init(
    _ name: String, downstream: Downstream,
    transform: @escaping (Input) -> TransformStep<Downstream.Input, Downstream.Failure>,
    completion:
      @escaping (Subscribers.Completion<UpstreamFailure>) -> (
        Downstream.Input?, Subscribers.Completion<Downstream.Failure>
      )
  ) {
    description = name
    self.downstream = downstream
    self.transform = transform
    self.completion = completion
  }

  func receive(subscription: any Subscription) {
    let accepted = state.withLock { state -> Bool in
      guard state.upstream == nil, !state.isTerminal else { return false }
      state.upstream = subscription
      return true
    }
    guard accepted else {
      subscription.cancel()
      return
    }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard !state.withLock({ $0.isTerminal }) else { return .none }
    switch transform(input) {
    case .emit(let output):
      return downstream.receive(output)
    case .drop:
      return .max(1)
    case .finish(let output):
      let upstream = terminate()
      guard let upstream else { return .none }
      upstream.cancel()
      if let output { _ = downstream.receive(output) }
      downstream.receive(completion: .finished)
      return .none
    case .fail(let error):
      guard let upstream = terminate() else { return .none }
      upstream.cancel()
      downstream.receive(completion: .failure(error))
      return .none
    }
  }

  func receive(completion upstreamCompletion: Subscribers.Completion<UpstreamFailure>) {
    guard terminate() != nil else { return }
    let (last, completion) = self.completion(upstreamCompletion)
    if let last { _ = downstream.receive(last) }
    downstream.receive(completion: completion)
  }

  /// Marks the stream ended; returns the upstream subscription the first time.
  private func terminate() -> (any Subscription)? {
    state.withLock { state in
      guard !state.isTerminal, let upstream = state.upstream else {
        state.isTerminal = true
        return nil
      }
      state.isTerminal = true
      state.upstream = nil
      return upstream
    }
  }

  func request(_ demand: Subscribers.Demand) {
    state.withLock { $0.upstream }?.request(demand)
  }

  func cancel() {
    terminate()?.cancel()
  }
}

extension Publisher {
  /// Subscribes `subscriber` through a ``TransformInner``: the body of every one-to-one
  /// operator's `receive(subscriber:)`.
  func subscribeTransforming<S: Subscriber>(
    _ name: String, _ subscriber: S,
    transform: @escaping (Output) -> TransformStep<S.Input, S.Failure>,
    completion:
      @escaping (Subscribers.Completion<Failure>) -> (
        S.Input?, Subscribers.Completion<S.Failure>
      )
  ) {
    subscribe(
      TransformInner<Output, Failure, S>(
        name, downstream: subscriber, transform: transform, completion: completion))
  }
}

extension Publisher {
  /// Subscribes through a ``TransformInner`` whose completion passes through unchanged.
  func subscribeTransforming<S: Subscriber>(
    _ name: String, _ subscriber: S,
    transform: @escaping (Output) -> TransformStep<S.Input, S.Failure>
  ) where S.Failure == Failure {
    subscribeTransforming(name, subscriber, transform: transform) { (nil, $0) }
  }
}
