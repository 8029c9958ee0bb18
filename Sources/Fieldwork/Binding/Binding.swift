/// A two-way connection to a value owned elsewhere, as SwiftUI's `Binding`.
///
/// A binding reads and writes through closures or straight through a ``State``'s storage, so
/// it can point at a ``State``, a property of an `@Observable` model, a field of a struct, or
/// anything else. Bindings derived from a ``State``
/// (through `$state`, key-path projections, transforms or unwrapping) keep the change tracking
/// of the state: reading one while a ``RepresentableHost`` renders makes that host update when
/// the state changes.
///
/// `@Binding` works as a property wrapper in structs *and* classes, which is what a coordinator
/// needs:
///
/// ```swift
/// final class Coordinator: HeadlessTextFieldDelegate {
///   @Binding var text: String
///   init(text: Binding<String>) { _text = text }
///
///   func textFieldDidChangeSelection(_ textField: HeadlessTextField) {
///     text = textField.text
///   }
/// }
/// ```
///
/// What a write costs depends on where the binding points. A binding to a ``State``, and any
/// key-path projection of one (`$model.name`), can also be edited in place: a ``TextField``
/// or ``SearchBar`` applies each keystroke to the state's string as it does to its own, so a
/// keystroke at the end of a long text costs the edit, not a copy of the text. A binding made
/// from closures (`Binding(get:set:)`, ``transform(get:set:)``) receives whole values,
/// so each keystroke hands its setter a new copy of the text.
///
/// A binding is deliberately not `Sendable`: it holds arbitrary closures that may capture
/// non-`Sendable` state. Make it in the isolation domain that uses it (for UI code, the main
/// actor).
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  /// Where the value lives: a ``State``'s storage, a key-path projection of another location,
  /// or a pair of closures. One reference, so copying a binding costs one retain besides the
  /// transaction's.
  private let location: Location

  /// A location, with what it can do known without asking it: turning a generic location into
  /// another existential looks up a witness table at run time.
  private enum Location {
    case wholeValues(any BindingLocation<Value>)
    case inPlace(any InPlaceBindingLocation<Value>)
  }

  /// In-place access to the source, for bindings to a ``State`` and their key-path
  /// projections; `nil` for bindings made from closures.
  package var inPlace: (any InPlaceBindingLocation<Value>)? {
    guard case .inPlace(let location) = location else { return nil }
    return location
  }

  /// The transaction that writes through this binding carry.
  public var transaction: Transaction

  /// Creates a binding from a getter and a setter.
  ///
  /// - Parameters:
  ///   - get: Reads the current value.
  ///   - set: Stores a new value.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(location: ClosureLocation(get: get, set: { value, _ in set(value) }))
  }

  /// Creates a binding whose setter also receives the transaction of the write.
  ///
  /// - Parameters:
  ///   - get: Reads the current value.
  ///   - set: Stores a new value; the second argument is the binding's ``transaction``.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.init(location: ClosureLocation(get: get, set: set))
  }

  /// Creates a binding that reads and writes `location`, which takes whole values.
  package init(location: any BindingLocation<Value>, transaction: Transaction = Transaction()) {
    self.location = .wholeValues(location)
    self.transaction = transaction
  }

  /// Creates a binding that reads and writes `location` and can edit it in place (a
  /// ``State``'s storage, a key-path projection of one).
  package init(
    location: any InPlaceBindingLocation<Value>, transaction: Transaction = Transaction()
  ) {
    self.location = .inPlace(location)
    self.transaction = transaction
  }

  /// Creates a binding from the projected value of another binding (`$text`).
  ///
  /// This is what lets a class or struct hold `@Binding var text: String` and initialise it
  /// with `_text = text`, or lets callers write `Child(text: $text)`.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding that always reads `value` and ignores every write.
  ///
  /// Useful in previews and tests, as SwiftUI's `.constant`.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The value the binding refers to. Writing it writes through to the source.
  public var wrappedValue: Value {
    get {
      switch location {
      case .wholeValues(let location): location.get()
      case .inPlace(let location): location.get()
      }
    }
    nonmutating set {
      switch location {
      case .wholeValues(let location): location.set(newValue, transaction: transaction)
      case .inPlace(let location): location.set(newValue, transaction: transaction)
      }
    }
  }

  /// The binding itself, so `$text` on a `@Binding var text` yields the binding.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value, which writes the whole value back.
  ///
  /// Projections compose: `$model.address.city` writes the city into the address, and the
  /// address into the model, all the way back to the source.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    switch location {
    case .wholeValues(let location):
      Binding<Subject>(
        location: KeyPathLocation(base: location, keyPath: keyPath), transaction: transaction)
    case .inPlace(let location):
      Binding<Subject>(
        location: InPlaceKeyPathLocation(base: location, keyPath: keyPath),
        transaction: transaction)
    }
  }

  /// Returns a copy of the binding whose writes carry `transaction`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var copy = self
    copy.transaction = transaction
    return copy
  }

  /// Returns a binding that converts values both ways.
  ///
  /// ```swift
  /// let celsius: Binding<Double> = $fahrenheit.transform(
  ///   get: { ($0 - 32) * 5 / 9 },
  ///   set: { $0 * 9 / 5 + 32 })
  /// ```
  ///
  /// - Parameters:
  ///   - get: Converts the source value to the new binding's value.
  ///   - set: Converts a value written to the new binding back into a source value.
  /// - Returns: A binding that reads and writes the source through the two conversions.
  public func transform<Other>(
    get: @escaping (Value) -> Other,
    set: @escaping (Other) -> Value
  ) -> Binding<Other> {
    let source = self
    var result = Binding<Other>(
      get: { get(source.wrappedValue) },
      set: { newValue, transaction in
        source.transaction(transaction).wrappedValue = set(newValue)
      })
    result.transaction = transaction
    return result
  }

  /// Creates a binding to the wrapped value of an optional binding, or `nil` when the optional
  /// holds `nil` now.
  ///
  /// If the source later becomes `nil`, the new binding keeps returning the last value it saw,
  /// as SwiftUI's does, so a view being torn down never reads a missing value.
  public init?(_ base: Binding<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    let last = LastValue(initial)
    self.init(
      get: {
        if let current = base.wrappedValue { last.value = current }
        return last.value
      },
      set: { newValue, transaction in
        last.value = newValue
        base.transaction(transaction).wrappedValue = newValue
      })
    self.transaction = base.transaction
  }

  /// Creates an optional binding from a non-optional one.
  ///
  /// Writing `nil` through the result is ignored; writing a value writes it to `base`.
  public init<Wrapped>(_ base: Binding<Wrapped>) where Value == Wrapped? {
    self.init(
      get: { base.wrappedValue },
      set: { newValue, transaction in
        if let newValue { base.transaction(transaction).wrappedValue = newValue }
      })
    self.transaction = base.transaction
  }
}

extension Binding where Value == Bool {
  /// Creates a binding that is `true` while `base` holds a value.
  ///
  /// Writing `false` sets `base` to `nil` (dismissing whatever it drives, as a sheet binding
  /// does); writing `true` is ignored, because there is no value to create.
  public init<Wrapped>(isPresent base: Binding<Wrapped?>) {
    self.init(
      get: { base.wrappedValue != nil },
      set: { newValue, transaction in
        if !newValue { base.transaction(transaction).wrappedValue = nil }
      })
    self.transaction = base.transaction
  }
}

extension Binding: Identifiable where Value: Identifiable {
  /// The identity of the bound value.
  public var id: Value.ID { wrappedValue.id }
}

// A debug description, not a `description`: SwiftUI's `Binding` has none, so `$task.description`
// reaches the model's own `description` property through the dynamic member lookup, as it
// does in SwiftUI.
extension Binding: CustomDebugStringConvertible {
  /// A description that shows the current value, as `print` and `debugPrint` show it.
  public var debugDescription: String { "Binding(\(wrappedValue))" }
}

/// The last non-nil value an unwrapping binding saw.
private final class LastValue<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// Where a ``Binding`` reads and writes its value.
package protocol BindingLocation<Value>: AnyObject {
  associatedtype Value
  /// Reads the value.
  func get() -> Value
  /// Stores `value`, carrying `transaction` (a write to a ``State`` inside `withTransaction`
  /// carries that block's transaction instead).
  func set(_ value: Value, transaction: Transaction)
}

extension BindingLocation {
  /// Reads the property at `keyPath` of the value.
  fileprivate func get<Property>(_ keyPath: WritableKeyPath<Value, Property>) -> Property {
    get()[keyPath: keyPath]
  }

  /// Writes `property` at `keyPath` by reading the whole value, changing the property and
  /// writing the whole value back.
  fileprivate func set<Property>(
    _ property: Property, at keyPath: WritableKeyPath<Value, Property>, transaction: Transaction
  ) {
    var whole = get()
    whole[keyPath: keyPath] = property
    set(whole, transaction: transaction)
  }
}

/// A location that can be edited in place and tells its version: a ``State``'s storage and
/// key-path projections of one. A text component applies a keystroke to such a location's
/// string as it does to its own, so a keystroke at the end of a long text copies nothing.
///
/// Only the text components (main-actor code) use these two, so they are main-actor
/// methods: they record reads and update hosts without asking at run time where they run.
package protocol InPlaceBindingLocation<Value>: BindingLocation {
  /// A number that changes whenever the value is written, by anyone. Asked during a render,
  /// it records the read, as ``BindingLocation/get()`` does: a component that only needs to
  /// know the value is unchanged need not copy it.
  @MainActor func trackedVersion() -> UInt64
  /// Mutates the value in place and updates the hosts that read it, as a write does, provided
  /// nobody wrote it since it had `version`; otherwise changes nothing.
  ///
  /// - Returns: The ``trackedVersion()`` after the change, or `nil` when the value had been
  ///   written since `version`.
  @MainActor func modify(
    ifVersion version: UInt64, transaction: Transaction, _ body: (inout Value) -> Void
  ) -> UInt64?
}

/// A location made of a getter and a setter: `Binding(get:set:)` and the derived bindings
/// that convert values.
private final class ClosureLocation<Value>: BindingLocation {
  private let getter: () -> Value
  private let setter: (Value, Transaction) -> Void

  init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getter = get
    setter = set
  }

  func get() -> Value { getter() }
  func set(_ value: Value, transaction: Transaction) { setter(value, transaction) }
}

/// A property of the value at a location that takes whole values: a write reads the whole
/// value, changes the property and writes the whole value back.
private final class KeyPathLocation<Root, Value>: BindingLocation {
  private let base: any BindingLocation<Root>
  private let keyPath: WritableKeyPath<Root, Value>

  init(base: any BindingLocation<Root>, keyPath: WritableKeyPath<Root, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  func get() -> Value { base.get(keyPath) }

  func set(_ value: Value, transaction: Transaction) {
    base.set(value, at: keyPath, transaction: transaction)
  }
}

/// A property of the value at a location that can be edited in place: edited in place too.
private final class InPlaceKeyPathLocation<Root, Value>: InPlaceBindingLocation {
  private let base: any InPlaceBindingLocation<Root>
  private let keyPath: WritableKeyPath<Root, Value>

  init(base: any InPlaceBindingLocation<Root>, keyPath: WritableKeyPath<Root, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  func get() -> Value { base.get(keyPath) }

  func set(_ value: Value, transaction: Transaction) {
    base.set(value, at: keyPath, transaction: transaction)
  }

  @MainActor func trackedVersion() -> UInt64 { base.trackedVersion() }

  @MainActor func modify(
    ifVersion version: UInt64, transaction: Transaction, _ body: (inout Value) -> Void
  ) -> UInt64? {
    let keyPath = self.keyPath
    return base.modify(ifVersion: version, transaction: transaction) { whole in
      body(&whole[keyPath: keyPath])
    }
  }
}
