internal import FieldworkSupport

/// A property of an ``ObservableObject`` that publishes its changes, as Combine's
/// `@Published`: `$name` is a publisher of its values.
///
/// Combine's order holds, because code relies on it: a write first sends the object's
/// `objectWillChange`, then delivers the new value to `$name`'s subscribers, then stores it.
/// So a subscriber that reads the property (not the value it received) still sees the old
/// value, as in Combine. A new subscriber to `$name` receives the current value first.
///
/// On the main actor, the write is one Fieldwork update batch: the views that observe the
/// object render once it is stored, before the write returns.
@propertyWrapper
public struct Published<Value> {
  /// Where the value lives: shared by copies of the wrapper, found by the object's
  /// `objectWillChange`.
  final class Storage {
    let value: Locked<Value>
    let core: SubjectCore<Value, Never>
    let willChange = Locked<ObservableObjectPublisher?>(uncheckedValue: nil)
    /// The subscriptions `assign(to: &$property)` made: they live as long as the property.
    let assignments = Locked<[AnyCancellable]>(uncheckedValue: [])

    init(_ value: Value) {
      self.value = Locked(uncheckedValue: value)
      core = SubjectCore(current: value)
    }

    func set(_ newValue: Value) {
      UpdateBatching.batchingIfOnMainActor {
        willChange.withLock { $0 }?.send()
        core.send(newValue)
        value.withLock { $0 = newValue }
      }
    }
  }

  let storage: Storage

  /// A published property holding `wrappedValue`.
  public init(wrappedValue: Value) {
    storage = Storage(wrappedValue)
  }

  /// A published property holding `initialValue`.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// Unavailable: `@Published` works only on properties of classes, as in Combine.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// The property's value, read and written through its object.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].storage.value.withLock { $0 } }
    set { object[keyPath: storageKeyPath].storage.set(newValue) }
  }

  /// A publisher of the property's values: the current one first, then each new one as it is
  /// written (before it is stored).
  public var projectedValue: Publisher {
    get { Publisher(storage: storage) }
    // Settable so that `assign(to: &$property)` can take it `inout`; there is nothing to set.
    set {}  // swift-format-ignore
  }

  /// The publisher `$property` gives.
  public struct Publisher: FieldworkCombine.Publisher {
    /// The property's type.
    public typealias Output = Value
    /// It cannot fail.
    public typealias Failure = Never

    let storage: Storage

    /// Attaches `subscriber`; it receives the current value first.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      storage.core.subscribe(subscriber)
    }
  }
}

extension Published: PublishedProperty {
  var willChangePublisher: ObservableObjectPublisher? {
    get { storage.willChange.withLock { $0 } }
    nonmutating set { storage.willChange.withLock { $0 = newValue } }
  }
}

extension Publisher where Failure == Never {
  /// Writes every value to the `@Published` property whose publisher is `published`
  /// (`assign(to: &$results)`), as Combine's `assign(to:)`. The subscription lives as long as
  /// the property, so nothing needs storing; each write sends the object's
  /// `objectWillChange`.
  public func assign(to published: inout Published<Output>.Publisher) {
    let storage = published.storage
    let cancellable = sink { [weak storage] value in storage?.set(value) }
    storage.assignments.withLock { $0.append(cancellable) }
  }
}
