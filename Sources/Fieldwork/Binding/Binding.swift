/// A two-way connection to a value owned elsewhere, as SwiftUI's `Binding`.
///
/// A binding reads and writes through closures, so it can point at a ``State``, a property of an
/// `@Observable` model, a field of a struct, or anything else. Bindings derived from a ``State``
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
  private let getter: () -> Value
  private let setter: (Value, Transaction) -> Void
  /// In-place access to the source, for bindings to a ``State`` and their key-path
  /// projections; `nil` for bindings made from closures.
  package private(set) var inPlace: InPlaceAccess<Value>?

  /// The transaction that writes through this binding carry.
  public var transaction: Transaction

  /// Creates a binding from a getter and a setter.
  ///
  /// - Parameters:
  ///   - get: Reads the current value.
  ///   - set: Stores a new value.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.getter = get
    self.setter = { value, _ in set(value) }
    self.transaction = Transaction()
  }

  /// Creates a binding whose setter also receives the transaction of the write.
  ///
  /// - Parameters:
  ///   - get: Reads the current value.
  ///   - set: Stores a new value; the second argument is the binding's ``transaction``.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.getter = get
    self.setter = set
    self.transaction = Transaction()
  }

  /// A binding that can also edit its source in place (see ``InPlaceAccess``).
  package init(
    get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void,
    inPlace: InPlaceAccess<Value>
  ) {
    self.init(get: get, set: set)
    self.inPlace = inPlace
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
    get { getter() }
    nonmutating set { setter(newValue, transaction) }
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
    let getter = self.getter
    let setter = self.setter
    var projection = Binding<Subject>(
      get: { getter()[keyPath: keyPath] },
      set: { newValue, transaction in
        var whole = getter()
        whole[keyPath: keyPath] = newValue
        setter(whole, transaction)
      })
    if let inPlace {
      projection.inPlace = InPlaceAccess(
        version: inPlace.version,
        modify: { transaction, body in
          inPlace.modify(transaction) { whole in body(&whole[keyPath: keyPath]) }
        })
    }
    projection.transaction = transaction
    return projection
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
    let getter = self.getter
    let setter = self.setter
    var result = Binding<Other>(
      get: { get(getter()) },
      set: { newValue, transaction in setter(set(newValue), transaction) })
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

extension Binding: CustomStringConvertible {
  /// A description that shows the current value.
  public var description: String { "Binding(\(wrappedValue))" }
}

/// The last non-nil value an unwrapping binding saw.
private final class LastValue<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// Edits a binding's source in place: what lets a text field apply a keystroke to the string
/// a ``State`` holds without copying it (a copy costs the whole text per keystroke).
package struct InPlaceAccess<Value> {
  /// A number that changes whenever the source is written, by anyone. Asked during a render,
  /// it records the source as read, as reading the value does: a component that only needs
  /// to know the value is unchanged need not copy it.
  package let version: () -> UInt64
  /// Mutates the source in place with the transaction given, notifies as a write does, and
  /// returns the source's new ``version``.
  package let modify: (Transaction, (inout Value) -> Void) -> UInt64
}
