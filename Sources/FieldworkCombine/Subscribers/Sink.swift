internal import FieldworkSupport

extension Subscribers {
  /// A subscriber that asks for every value and hands each to a closure, as Combine's
  /// `Subscribers.Sink`.
  ///
  /// On completion or cancellation it lets go of its closures and its subscription, so a
  /// closure that captures its owner (a view model storing the sink's `AnyCancellable`) holds
  /// it only until then. A second completion, or a value after the completion, is ignored, as
  /// in Combine.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable,
    CustomStringConvertible
  {
    private struct State {
      var status = UpstreamStatus.awaitingSubscription
      var receiveValue: ((Input) -> Void)?
      var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    }

    private let state: Locked<State>

    /// A sink calling `receiveValue` for each value and `receiveCompletion` at the end.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      state = Locked(
        uncheckedValue: State(receiveValue: receiveValue, receiveCompletion: receiveCompletion))
    }

    /// The closure values go to, until the sink completes or is cancelled.
    public var receiveValue: (Input) -> Void {
      state.withLock { $0.receiveValue } ?? { _ in }
    }

    /// The closure the completion goes to, until the sink completes or is cancelled.
    public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void {
      state.withLock { $0.receiveCompletion } ?? { _ in }
    }

    /// "Sink".
    public var description: String { "Sink" }

    /// Keeps the subscription and asks for every value.
    public func receive(subscription: any Subscription) {
      guard state.withLock({ $0.status.accept(subscription) }) else {
        return subscription.cancel()
      }
      subscription.request(.unlimited)
    }

    /// Hands the value to the closure.
    public func receive(_ value: Input) -> Subscribers.Demand {
      let receive = state.withLock { $0.status.isSubscribed ? $0.receiveValue : nil }
      receive?(value)
      return .none
    }

    /// Hands the completion to the closure, then lets go of both closures.
    public func receive(completion: Subscribers.Completion<Failure>) {
      let receive = state.withLock { state -> ((Subscribers.Completion<Failure>) -> Void)? in
        guard state.status.isSubscribed else { return nil }
        defer { state = State(status: .terminal) }
        return state.receiveCompletion
      }
      receive?(completion)
    }

    /// Cancels the subscription and lets go of the closures.
    public func cancel() {
      let subscription = state.withLock { state in
        defer { state = State(status: .terminal) }
        return state.status.subscription
      }
      subscription?.cancel()
    }
  }

  /// A subscriber that writes each value to a property of an object, as Combine's
  /// `Subscribers.Assign`. It holds the object strongly until it completes or is cancelled.
  public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
    /// The kind of error it receives: none.
    public typealias Failure = Never

    private struct State {
      var subscription: (any Subscription)?
      var object: Root?
      var isTerminal = false
    }

    private let state: Locked<State>
    /// The property written.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>

    /// Writes values to `keyPath` of `object`.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      state = Locked(uncheckedValue: State(object: object))
      self.keyPath = keyPath
    }

    /// The object written to, until the subscriber completes or is cancelled.
    public var object: Root? { state.withLock { $0.object } }

    /// "Assign" and the object's type.
    public var description: String { "Assign \(Root.self)." }

    /// Keeps the subscription and asks for every value.
    public func receive(subscription: any Subscription) {
      let accepted = state.withLock { state -> Bool in
        guard state.subscription == nil, !state.isTerminal else { return false }
        state.subscription = subscription
        return true
      }
      guard accepted else {
        subscription.cancel()
        return
      }
      subscription.request(.unlimited)
    }

    /// Writes the value.
    public func receive(_ value: Input) -> Subscribers.Demand {
      if let object = state.withLock({ $0.isTerminal ? nil : $0.object }) {
        object[keyPath: keyPath] = value
      }
      return .none
    }

    /// Lets go of the object.
    public func receive(completion: Subscribers.Completion<Never>) {
      state.withLock { $0 = State(isTerminal: true) }
    }

    /// Cancels the subscription and lets go of the object.
    public func cancel() {
      let subscription = state.withLock { state -> (any Subscription)? in
        defer { state = State(isTerminal: true) }
        return state.subscription
      }
      subscription?.cancel()
    }
  }
}

extension Publisher {
  /// Subscribes with closures for the values and the completion, as Combine's
  /// `sink(receiveCompletion:receiveValue:)`. Keep the returned ``AnyCancellable``: releasing
  /// it cancels the subscription.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Subscribes with a closure for the values, as Combine's `sink(receiveValue:)`.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  /// Writes every value to `keyPath` of `object`, as Combine's `assign(to:on:)`. The
  /// subscription holds `object` strongly: assigning to a property of the object that keeps
  /// the cancellable is a cycle, which `assign(to: &$property)` avoids.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
    -> AnyCancellable
  {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }
}
