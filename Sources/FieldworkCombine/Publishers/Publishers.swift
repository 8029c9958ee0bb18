internal import FieldworkSupport

/// Namespace for the publishers operators return, as Combine's `Publishers`.
public enum Publishers {}

/// A subscription that delivers the values of a sequence as they are asked for, then
/// finishes: what ``Just``, ``Publishers/Sequence`` and ``Fail`` give their subscribers.
final class SequenceSubscription<Elements: Sequence, Failure: Error, Downstream: Subscriber>:
  Subscription, CustomStringConvertible
where Downstream.Input == Elements.Element, Downstream.Failure == Failure {
  private struct State {
    var iterator: Elements.Iterator
    var next: Elements.Element?
    var downstream: Downstream?
    var demand = Subscribers.Demand.none
    var isDelivering = false
  }

  private let state: Locked<State>
  private let failure: Failure?
  /// What the subscription is called: made when asked (by `print`), since describing a
  /// long sequence costs its length.
  private let name: () -> String
  var description: String { name() }

  init(
    _ elements: Elements, failure: Failure? = nil, downstream: Downstream,
    name: @escaping () -> String
  ) {
    var iterator = elements.makeIterator()
    let first = iterator.next()
    state = Locked(uncheckedValue: State(iterator: iterator, next: first, downstream: downstream))
    self.failure = failure
    self.name = name
  }

  /// Sends the end at once when there is nothing to deliver.
  func start() {
    let downstream = state.withLock { state -> Downstream? in
      guard state.next == nil, let downstream = state.downstream else { return nil }
      state.downstream = nil
      return downstream
    }
    downstream?.receive(completion: failure.map { .failure($0) } ?? .finished)
  }

  func request(_ demand: Subscribers.Demand) {
    let isFirst = state.withLock { state -> Bool in
      state.demand += demand
      guard !state.isDelivering else { return false }
      state.isDelivering = true
      return true
    }
    // A value's receiver may ask for more: the running loop delivers it, not a nested one.
    guard isFirst else { return }
    while true {
      let step = state.withLock { state -> (Downstream, Elements.Element?)? in
        guard let downstream = state.downstream else {
          state.isDelivering = false
          return nil
        }
        guard let value = state.next else {
          state.downstream = nil
          state.isDelivering = false
          return (downstream, nil)
        }
        guard state.demand > .none else {
          state.isDelivering = false
          return nil
        }
        state.demand -= 1
        state.next = state.iterator.next()
        return (downstream, value)
      }
      guard let (downstream, value) = step else { return }
      guard let value else {
        downstream.receive(completion: failure.map { .failure($0) } ?? .finished)
        return
      }
      let more = downstream.receive(value)
      if more > .none { state.withLock { $0.demand += more } }
    }
  }

  func cancel() {
    state.withLock { $0.downstream = nil }
  }
}

extension Publishers {
  /// A publisher of the elements of a sequence, as Combine's `Publishers.Sequence`:
  /// `[1, 2, 3].publisher`.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    /// The element type.
    public typealias Output = Elements.Element
    /// The elements.
    public let sequence: Elements

    /// A publisher of `sequence`'s elements.
    public init(sequence: Elements) {
      self.sequence = sequence
    }

    /// Delivers the elements as they are asked for, then finishes.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let subscription = SequenceSubscription(
        sequence, failure: nil as Failure?, downstream: subscriber
      ) { [sequence] in
        // Combine names a sequence's subscription by its elements: "[1, 2]".
        "\(sequence)"
      }
      subscriber.receive(subscription: subscription)
      subscription.start()
    }
  }
}

extension Sequence {
  /// A publisher of the sequence's elements, as Combine's `Sequence.publisher`.
  public var publisher: Publishers.Sequence<Self, Never> {
    Publishers.Sequence(sequence: self)
  }
}

extension Optional {
  /// A publisher of the value, if any, then the end, as Combine's `Optional.publisher`.
  public var publisher: Publishers.Sequence<[Wrapped], Never> {
    Publishers.Sequence(sequence: map { [$0] } ?? [])
  }
}
