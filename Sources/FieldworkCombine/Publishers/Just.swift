internal import FieldworkSupport

/// A publisher that delivers one value and finishes, as Combine's `Just`.
public struct Just<Output>: Publisher {
  /// It cannot fail.
  public typealias Failure = Never
  /// The value.
  public let output: Output

  /// A publisher of `output`.
  public init(_ output: Output) {
    self.output = output
  }

  /// Delivers the value once asked for, then finishes.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    let subscription = SequenceSubscription(
      CollectionOfOne(output), failure: nil as Never?, downstream: subscriber, name: { "Just" })
    subscriber.receive(subscription: subscription)
  }
}

extension Just: Equatable where Output: Equatable {}
