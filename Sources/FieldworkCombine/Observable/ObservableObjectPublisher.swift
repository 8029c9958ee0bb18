internal import FieldworkSupport

/// The publisher of an ``ObservableObject``'s coming changes, as Combine's
/// `ObservableObjectPublisher`: it sends `Void` before each change.
public final class ObservableObjectPublisher: Publisher {
  /// Nothing: only the fact that a change is coming.
  public typealias Output = Void
  /// It cannot fail.
  public typealias Failure = Never

  private let subject = PassthroughSubject<Void, Never>()

  /// A publisher with no subscribers yet.
  public init() {}

  /// Attaches `subscriber`.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    subject.subscribe(subscriber)
  }

  /// Tells every subscriber that the object is about to change.
  public func send() {
    subject.send(())
  }
}
