/// A subject that holds a value and hands it to each new subscriber, then every change, as
/// Combine's `CurrentValueSubject`.
///
/// A subscriber receives the current value as soon as it asks for one. Setting ``value``
/// sends it. A subscriber without demand when a value is sent gets the latest value when it
/// next asks, not every value it missed.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  private let core: SubjectCore<Output, Failure>

  /// A subject holding `value`.
  public init(_ value: Output) {
    core = SubjectCore(current: value)
  }

  /// The current value; setting it sends the new value. After the subject completed,
  /// setting it still stores the value and sends nothing, as Combine does (`send(_:)` then
  /// stores nothing).
  public var value: Output {
    get { core.current!.withLock { $0 } }
    set {
      guard core.completion == nil else {
        core.current!.withLock { $0 = newValue }
        return
      }
      send(newValue)
    }
  }

  /// Attaches `subscriber`; it receives the current value once it asks for one.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.subscribe(subscriber)
  }

  /// Makes `input` the current value and delivers it to every subscriber with demand. After
  /// the subject completed, does nothing.
  public func send(_ input: Output) {
    guard core.completion == nil else { return }
    core.send(input)
  }

  /// Ends the stream: every subscriber, and every later one, receives `completion`.
  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }

  /// Asks an upstream subscription for every value, once a subscriber asked for any.
  public func send(subscription: any Subscription) { core.send(subscription: subscription) }
}
