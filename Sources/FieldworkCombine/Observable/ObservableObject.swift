/// An object that tells its observers before it changes, as Combine's `ObservableObject`:
/// the view models of SwiftUI screens.
///
/// ```swift
/// final class SearchModel: ObservableObject {
///   @Published var query = ""
///   @Published private(set) var results: [Contact] = []
/// }
/// ```
///
/// A class whose `objectWillChange` is the default gets an ``ObservableObjectPublisher``
/// that every `@Published` property sends to before it changes. With FieldworkSwiftUI, a
/// view holding the object as `@StateObject`, `@ObservedObject` or `@EnvironmentObject`
/// renders again when it does: after the write, before the write returns (on the main
/// actor), for a `@Published` property; on the main actor's next turn for an
/// `objectWillChange.send()` of your own (`await host.settle()` runs it), since the change
/// comes after the send.
public protocol ObservableObject: AnyObject {
  /// The publisher that fires before the object changes.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// Fires before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

/// A `@Published` property, as the default `objectWillChange` finds it.
protocol PublishedProperty {
  var willChangePublisher: ObservableObjectPublisher? { get nonmutating set }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The publisher the object's `@Published` properties send to before they change,
  /// installed in them the first time it is asked for. An object with no `@Published`
  /// property gets a new publisher each time, which nothing sends to, as in Combine.
  public var objectWillChange: ObservableObjectPublisher {
    var installed: ObservableObjectPublisher?
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      for child in current.children {
        guard let property = child.value as? any PublishedProperty else { continue }
        if let existing = property.willChangePublisher {
          return existing
        }
        let publisher = installed ?? ObservableObjectPublisher()
        installed = publisher
        property.willChangePublisher = publisher
      }
      mirror = current.superclassMirror
    }
    return installed ?? ObservableObjectPublisher()
  }
}

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
