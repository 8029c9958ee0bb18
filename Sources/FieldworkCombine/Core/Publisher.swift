/// A type that delivers values over time to the subscribers attached to it, as Combine's
/// `Publisher`.
///
/// A publisher does nothing until something subscribes to it. Each subscriber then gets a
/// ``Subscription`` first, asks it for a number of values (its ``Subscribers/Demand``), and
/// receives at most that many, followed by at most one completion: `.finished` or
/// `.failure`. After the completion, or once the subscription is cancelled, nothing more
/// arrives.
///
/// ```swift
/// let cancellable = [1, 2, 3].publisher
///   .map { $0 * 10 }
///   .sink { print($0) }   // 10, 20, 30
/// ```
public protocol Publisher<Output, Failure> {
  /// The kind of values the publisher delivers.
  associatedtype Output
  /// The kind of error the publisher may fail with; `Never` when it cannot fail.
  associatedtype Failure: Error

  /// Attaches `subscriber`: the publisher calls its `receive(subscription:)` once, then
  /// delivers what it asks for.
  ///
  /// Call `subscribe(_:)` instead; publishers implement this.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches `subscriber` to this publisher, as Combine's `subscribe(_:)`.
  public func subscribe<S: Subscriber>(_ subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }
}
