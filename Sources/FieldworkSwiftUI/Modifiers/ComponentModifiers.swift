// Fieldwork's text components have the shared modifiers of their own (`EditingComponent`),
// and are views, which have SwiftUI's. Swift would find both for `TextField(…).disabled()`;
// these say which: on a component, the component's own, which returns the component, so its
// own modifiers (`.maxLength(_:)`, `.onEdit(_:)`) can follow. Both read the same settings:
// the component's win, and the environment's (an enclosing view's) fill in the rest.

extension View where Self: EditingComponent {
  /// The component's own `.disabled(_:)` (see `EditingComponent`).
  public func disabled(_ isDisabled: Bool = true) -> Self {
    asComponent(self) { $0.disabled(isDisabled) }
  }

  /// The component's own `.keyboardType(_:)`.
  public func keyboardType(_ type: KeyboardType) -> Self {
    asComponent(self) { $0.keyboardType(type) }
  }

  /// The component's own `.textContentType(_:)`.
  public func textContentType(_ type: TextContentType?) -> Self {
    asComponent(self) { $0.textContentType(type) }
  }

  /// The component's own `.textInputAutocapitalization(_:)`.
  public func textInputAutocapitalization(_ capitalization: TextInputAutocapitalization?) -> Self {
    asComponent(self) { $0.textInputAutocapitalization(capitalization) }
  }

  /// The component's own `.autocorrectionDisabled(_:)`.
  public func autocorrectionDisabled(_ disable: Bool = true) -> Self {
    asComponent(self) { $0.autocorrectionDisabled(disable) }
  }

  /// The component's own `.autocapitalization(_:)`.
  @available(*, deprecated, renamed: "textInputAutocapitalization(_:)")
  public func autocapitalization(_ type: TextAutocapitalizationType) -> Self {
    settingAutocapitalization(type)
  }

  /// The component's own `.focused(_:equals:)`.
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value?>.Binding, equals value: Value
  ) -> Self {
    asComponent(self) { $0.focused(binding, equals: value) }
  }

  /// The component's own `.focused(_:)`.
  public func focused(_ binding: FocusState<Bool>.Binding) -> Self {
    asComponent(self) { $0.focused(binding) }
  }

  /// The component's own `.onChange(of:initial:_:)`.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> Self {
    observingChanges(with: ChangeObserver(value: value, initial: initial, action: action))
  }

  /// The component's own `.onChange(of:initial:_:)`.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> Self {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// The component's own `.onChange(of:perform:)`.
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> Self {
    onChange(of: value, initial: false) { _, new in action(new) }
  }
}

/// `modify` applied to `component` seen as `any EditingComponent`: there a view's modifiers
/// do not apply, so `$0.disabled(true)` is the component's own, not this file's (which would
/// call itself). The component's modifiers return `Self`, so the result is a `C` again.
@MainActor
private func asComponent<C: EditingComponent>(
  _ component: C, _ modify: (any EditingComponent) -> any EditingComponent
) -> C {
  modify(component) as! C
}

extension TextField {
  /// A field with a title and an axis, as SwiftUI's `TextField(_:text:axis:)`: with
  /// `.vertical`, the text may hold line breaks and return inserts one, as in a vertical
  /// SwiftUI field.
  public init(_ title: String, text: Binding<String>, axis: Axis) {
    self.init(title, text: text)
    configuration.allowsLineBreaks = axis == .vertical
  }

  /// A field with a title, a prompt and an axis, as SwiftUI's
  /// `TextField(_:text:prompt:axis:)`.
  public init(_ title: String, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(title, text: text, prompt: prompt)
    configuration.allowsLineBreaks = axis == .vertical
  }

  /// A field with SwiftUI's older callbacks: `onEditingChanged` gets `true` as editing
  /// begins and `false` as it ends; `onCommit` runs on return.
  public init(
    _ title: String, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
    onCommit: @escaping () -> Void = {}
  ) {
    self = TextField(title, text: text)
      .onBeginEditing { onEditingChanged(true) }
      .onEndEditing { onEditingChanged(false) }
      .onReturn(onCommit)
  }

  /// A field with SwiftUI's older commit callback: `onCommit` runs on return.
  public init(_ title: String, text: Binding<String>, onCommit: @escaping () -> Void) {
    self = TextField(title, text: text).onReturn(onCommit)
  }
}
