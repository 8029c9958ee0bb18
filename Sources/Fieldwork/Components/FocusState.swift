/// Which field of a form has focus, as SwiftUI's `@FocusState`: a `Bool` for one field, or
/// an optional `Hashable` value that names the focused field.
///
/// Bind components to it with `.focused(_:)` or `.focused(_:equals:)`. Writing the value
/// moves the focus (`nil` or `false` dismisses it); a tap writes it; ending editing clears it
/// while it still names that field. Its storage is a ``State``'s, so hosts that read it update
/// when it changes, and declared inside a representable it keeps its value across renders.
///
/// ```swift
/// enum Field: Hashable { case email, password }
/// @FocusState var focus: Field?
///
/// let email = RepresentableHost { TextField("Email", text: $address).focused($focus, equals: .email) }
/// focus = .email      // the email field is first responder when this line returns
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable> {
  /// The storage; a view tree links it as it links a `State`.
  package let state: State<Value>

  /// A focus state for one field: `true` while it is focused.
  public init() where Value == Bool {
    state = State(wrappedValue: false)
  }

  /// A focus state for a form: the value that names the focused field, or `nil`.
  public init<Field: Hashable>() where Value == Field? {
    state = State(wrappedValue: nil)
  }

  /// The focused field's value (or whether the field is focused). Writing it moves focus.
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// The binding that `.focused(_:)` and `.focused(_:equals:)` take.
  public var projectedValue: Binding { Binding(base: state.projectedValue) }

  /// A binding to a focus state, as SwiftUI's `FocusState.Binding`: pass it to a child that
  /// binds a field's focus.
  @propertyWrapper
  public struct Binding {
    /// The underlying two-way binding.
    public let base: Fieldwork.Binding<Value>

    /// Creates a focus binding from a plain binding.
    public init(base: Fieldwork.Binding<Value>) {
      self.base = base
    }

    /// The focused field's value. Writing it moves focus.
    public var wrappedValue: Value {
      get { base.wrappedValue }
      nonmutating set { base.wrappedValue = newValue }
    }

    /// The binding itself, so a child can declare `@FocusState.Binding var focus: Field?`.
    public var projectedValue: Binding { self }
  }
}

extension FocusState: Sendable where Value: Sendable {}
