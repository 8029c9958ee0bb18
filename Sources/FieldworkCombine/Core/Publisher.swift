internal import Fieldwork

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

/// A type that receives values from a publisher, as Combine's `Subscriber`.
///
/// The publisher calls ``receive(subscription:)`` once, then ``receive(_:)`` for each value
/// (never more than the demand allows), then at most once ``receive(completion:)``.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The kind of values it receives.
  associatedtype Input
  /// The kind of error it may receive.
  associatedtype Failure: Error

  /// Receives the subscription: request values from it, keep it to cancel.
  func receive(subscription: any Subscription)
  /// Receives a value; returns how many more values it wants beyond those already asked for.
  func receive(_ input: Input) -> Subscribers.Demand
  /// Receives the end of the stream: `.finished`, or `.failure` with the error.
  func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
  /// Receives a value of a `Void` stream.
  public func receive() -> Subscribers.Demand { receive(()) }
}

/// The link between a publisher and one of its subscribers, as Combine's `Subscription`:
/// the subscriber asks it for values and cancels it.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Asks for `demand` more values. Demand adds up; `.unlimited` stays unlimited.
  func request(_ demand: Subscribers.Demand)
}

/// Something that can be cancelled, as Combine's `Cancellable`: cancelling frees what it
/// holds and stops what it started.
public protocol Cancellable {
  /// Stops the work and frees its resources. Calling it again does nothing.
  func cancel()
}

/// A unique identity of a subscription or a subscriber, as Combine's `CombineIdentifier`.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private let value: UInt64

  /// A new identifier, different from every other made by this initialiser.
  public init() {
    value = CombineIdentifierCounter.next()
  }

  /// The identity of `object`.
  public init(_ object: AnyObject) {
    value = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
  }

  /// `0x` and the identifier in hexadecimal.
  public var description: String { "0x" + String(value, radix: 16) }
}

/// A type with a ``CombineIdentifier``; classes get one from their object identity.
public protocol CustomCombineIdentifierConvertible {
  /// The identifier.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  /// The object's identity.
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// Numbers the identifiers `CombineIdentifier()` makes.
enum CombineIdentifierCounter {
  private static let counter = Locked<UInt64>(1 << 63)

  static func next() -> UInt64 {
    counter.withLock { value in
      value &+= 1
      return value
    }
  }
}
