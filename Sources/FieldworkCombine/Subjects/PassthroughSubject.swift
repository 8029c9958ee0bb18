/// A subject that hands each value to the subscribers that asked for one, as Combine's
/// `PassthroughSubject`.
///
/// A subscriber that has no demand when a value is sent misses it; nothing is buffered.
/// After ``send(completion:)``, sending does nothing, and a new subscriber receives the
/// completion at once; a second completion is ignored.
///
/// ```swift
/// let taps = PassthroughSubject<Void, Never>()
/// let cancellable = taps.sink { print("tapped") }
/// taps.send()
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  private let core = SubjectCore<Output, Failure>(current: nil)

  /// A subject with no subscribers yet.
  public init() {}

  /// Attaches `subscriber`.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.subscribe(subscriber)
  }

  /// Delivers `input` to every subscriber with demand.
  public func send(_ input: Output) { core.send(input) }

  /// Ends the stream: every subscriber, and every later one, receives `completion`.
  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }

  /// Asks an upstream subscription for every value, once a subscriber asked for any.
  public func send(subscription: any Subscription) { core.send(subscription: subscription) }
}
