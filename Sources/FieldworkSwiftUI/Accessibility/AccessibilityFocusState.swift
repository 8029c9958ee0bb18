/// Which element VoiceOver's cursor is on, as SwiftUI's `@AccessibilityFocusState`: a
/// `Bool` for one element, or an optional `Hashable` value that names it.
///
/// Bind views to it with `.accessibilityFocused(_:)` or `.accessibilityFocused(_:equals:)`.
/// Its storage is a `@State`'s, so views that read it render again when it changes. The value
/// is kept and read back (`try view.accessibilityFocused()` in a test); the host's
/// ``VoiceOverCursor`` does not move with it.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  let state: State<Value>

  /// A focus state for one element: `true` while VoiceOver is on it.
  public init() where Value == Bool {
    state = State(wrappedValue: false)
  }

  /// A focus state for several elements: the value that names the focused one, or `nil`.
  public init<Element: Hashable>() where Value == Element? {
    state = State(wrappedValue: nil)
  }

  /// The focused element's value (or whether the element is focused).
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// The binding `.accessibilityFocused(_:)` takes.
  public var projectedValue: Binding { Binding(base: state.projectedValue) }

  /// A binding to an accessibility focus state, as SwiftUI's
  /// `AccessibilityFocusState.Binding`.
  @propertyWrapper
  public struct Binding {
    /// The underlying two-way binding.
    public let base: FieldworkSwiftUI.Binding<Value>

    /// A focus binding from a plain binding.
    public init(base: FieldworkSwiftUI.Binding<Value>) {
      self.base = base
    }

    /// The focused element's value.
    public var wrappedValue: Value {
      get { base.wrappedValue }
      nonmutating set { base.wrappedValue = newValue }
    }

    /// The binding itself, so a child can declare
    /// `@AccessibilityFocusState.Binding var focus: Field?`.
    public var projectedValue: Binding { self }
  }
}

extension AccessibilityFocusState: NodeLinkedProperty {
  @MainActor func link(storage: inout AnyObject?, node: ViewNode) {
    state.link(storage: &storage, node: node)
  }
}

/// An `.accessibilityFocused` modifier's binding and the value that means "this element".
struct AccessibilityFocusBinding {
  let isFocused: @MainActor () -> Bool
}

extension View {
  /// Binds whether VoiceOver is on this view to `binding` (kept; see
  /// ``AccessibilityFocusState``).
  public func accessibilityFocused(_ binding: AccessibilityFocusState<Bool>.Binding)
    -> some View
  {
    attribute(
      .accessibilityFocused, AccessibilityFocusBinding { binding.wrappedValue })
  }

  /// Binds VoiceOver's being on this view to `binding` holding `value` (kept; see
  /// ``AccessibilityFocusState``).
  public func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value?>.Binding, equals value: Value
  ) -> some View {
    attribute(
      .accessibilityFocused, AccessibilityFocusBinding { binding.wrappedValue == value })
  }
}

extension InspectableView {
  /// Whether the view's `.accessibilityFocused` binding says VoiceOver is on it.
  public func accessibilityFocused() throws -> Bool {
    try onMainActor {
      try modifier(.accessibilityFocused).isFocused()
    }
  }
}

// MARK: Attribute keys

extension AttributeKey {
  static var accessibilityFocused: AttributeKey<AccessibilityFocusBinding> {
    .init("accessibilityFocused")
  }
}
