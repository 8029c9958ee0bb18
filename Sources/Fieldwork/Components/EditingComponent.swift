/// A text component with the modifiers every Fieldwork text component shares: the editing
/// hooks, `.onChange(of:)`, `.focused`, `.disabled` and the keyboard traits.
///
/// ``TextField``, ``SearchBar`` and ``TextEditor`` conform; the modifiers are written once,
/// here, and each component reads what they set from ``editing`` in its `updateView`.
/// Each modifier returns a modified copy of the component, so component-specific modifiers
/// can follow: `TextField("Name", text: $name).disabled(locked).maxLength(40)`.
///
/// A setting made on the component wins over the same setting made on an enclosing view
/// (with FieldworkSwiftUI, a `.keyboardType(_:)` on a `Form`, say), as the modifier closest to
/// a SwiftUI view wins.
public protocol EditingComponent: ChangeObserving {
  /// Runs after editing begins.
  var didBeginEditing: () -> Void { get set }
  /// Runs after each committed change to the text, once the binding holds it.
  var didChange: () -> Void { get set }
  /// Runs after editing ends.
  var didEndEditing: () -> Void { get set }
  /// What the shared modifiers set.
  var editing: EditingModifiers { get set }
}

extension HeadlessTextField: TextTraitsControl {}

extension HeadlessTextView: TextTraitsControl {}

extension HeadlessSearchBar: TextTraitsControl {}

extension EditingComponent {
  /// Returns a copy with `change` applied: what every fluent modifier of a component returns.
  func modified(_ change: (inout Self) -> Void) -> Self {
    var copy = self
    change(&copy)
    return copy
  }

  /// Returns a copy with `change` applied to its ``editing`` modifiers.
  func editingModified(_ change: (inout EditingModifiers) -> Void) -> Self {
    modified { change(&$0.editing) }
  }

  /// Runs `action` after editing begins.
  public func onBeginEditing(_ action: @escaping () -> Void) -> Self {
    modified { $0.didBeginEditing = chain(didBeginEditing, action) }
  }

  /// Runs `action` after each committed change to the text, once the binding holds it.
  public func onEdit(_ action: @escaping () -> Void) -> Self {
    modified { $0.didChange = chain(didChange, action) }
  }

  /// Runs `action` after editing ends.
  public func onEndEditing(_ action: @escaping () -> Void) -> Self {
    modified { $0.didEndEditing = chain(didEndEditing, action) }
  }

  /// Binds the component's focus to an optional value, as SwiftUI's `.focused(_:equals:)`:
  /// it is focused while `binding` holds `value`.
  ///
  /// Writing `value` focuses this component (and, in a ``HeadlessWindow`` or for components
  /// bound to the same binding, unfocuses the one that had it); writing anything else
  /// dismisses it. A tap writes `value`; ending editing writes `nil` when the binding still
  /// holds `value`. A control whose delegate refuses leaves the binding as it was.
  ///
  /// ```swift
  /// enum Field: Hashable { case email, password }
  /// @State var focus: Field?
  ///
  /// TextField("Email", text: $email).focused($focus, equals: .email)
  ///   .onReturn { focus = .password }
  /// TextField("Password", text: $password).secure().focused($focus, equals: .password)
  ///   .onReturn { submit() }
  /// ```
  public func focused<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value) -> Self {
    editingModified { $0.focus = FocusBinding(binding, equals: value) }
  }

  /// Binds the component's focus to a `Bool`, as SwiftUI's `.focused(_:)`: writing `true`
  /// focuses it, `false` dismisses it, and the person's focus changes write it back.
  public func focused(_ binding: Binding<Bool>) -> Self {
    editingModified { $0.focus = FocusBinding(binding) }
  }

  /// Binds the component's focus to a `@FocusState` value, as SwiftUI's
  /// `.focused(_:equals:)`.
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value?>.Binding, equals value: Value
  ) -> Self {
    focused(binding.base, equals: value)
  }

  /// Binds the component's focus to a `@FocusState` `Bool`, as SwiftUI's `.focused(_:)`.
  public func focused(_ binding: FocusState<Bool>.Binding) -> Self {
    focused(binding.base)
  }

  /// Disables the component, as SwiftUI's `.disabled(_:)`: it ignores every user action
  /// and gives up focus. An enclosing view's `.disabled` (or an environment whose
  /// ``EnvironmentValues/isEnabled`` is `false`) disables it too; `.disabled(false)` never
  /// enables what an enclosing view disabled.
  public func disabled(_ isDisabled: Bool = true) -> Self {
    editingModified { $0.isDisabled = isDisabled }
  }

  /// Sets what VoiceOver calls the control, as SwiftUI's `accessibilityLabel(_:)`: a field
  /// with no title or placeholder needs one (the accessibility audit's
  /// `.sufficientElementDescription`).
  public func accessibilityLabel(_ label: String) -> Self {
    editingModified { $0.accessibility.label = label }
  }

  /// Sets what VoiceOver says after a pause.
  public func accessibilityHint(_ hint: String) -> Self {
    editingModified { $0.accessibility.hint = hint }
  }

  /// Sets the identifier UI tests find the control by.
  public func accessibilityIdentifier(_ identifier: String) -> Self {
    editingModified { $0.accessibility.identifier = identifier }
  }

  /// Sets the keyboard a front end shows.
  public func keyboardType(_ type: KeyboardType) -> Self {
    editingModified { $0.traits.keyboardType = type }
  }

  /// Sets the meaning of the content, for autofill.
  public func textContentType(_ type: TextContentType?) -> Self {
    editingModified { $0.traits.textContentType = .some(type) }
  }

  /// Sets how typed text is capitalised, as SwiftUI's `.textInputAutocapitalization(_:)`;
  /// `nil` is the default (sentences).
  public func textInputAutocapitalization(_ capitalization: TextInputAutocapitalization?) -> Self {
    editingModified {
      $0.traits.autocapitalization = (capitalization ?? .sentences).autocapitalizationType
    }
  }

  /// Turns autocorrection off (or back to the default), as SwiftUI's
  /// `.autocorrectionDisabled(_:)`.
  public func autocorrectionDisabled(_ disable: Bool = true) -> Self {
    editingModified { $0.traits.autocorrection = disable ? .no : .default }
  }

  /// Sets how typed text is capitalised.
  @available(*, deprecated, renamed: "textInputAutocapitalization(_:)")
  public func autocapitalization(_ type: TextAutocapitalizationType) -> Self {
    settingAutocapitalization(type)
  }

  /// ``autocapitalization(_:)``, without its deprecation: for FieldworkSwiftUI's forwarding.
  package func settingAutocapitalization(_ type: TextAutocapitalizationType) -> Self {
    editingModified { $0.traits.autocapitalization = type }
  }

  /// Sets whether typed text is autocorrected.
  @available(*, deprecated, message: "use autocorrectionDisabled(_:)")
  public func autocorrection(_ type: TextAutocorrectionType) -> Self {
    editingModified { $0.traits.autocorrection = type }
  }
}

extension EditingComponent {
  /// A copy that also runs `observer` after each update, as `.onChange(of:)` adds one.
  public func observingChanges(with observer: ChangeObserver) -> Self {
    editingModified { $0.changeObservers.append(observer) }
  }
}

// MARK: The environment the shared modifiers fall back on

extension EnvironmentValues {
  /// Keyboard traits set by enclosing views.
  var textTraits: TextTraits {
    get { self[TextTraitsKey.self] }
    set { self[TextTraitsKey.self] = newValue }
  }

  /// The focus binding an enclosing view set (FieldworkSwiftUI's `.focused` on a view that
  /// is not a component itself).
  var focusBinding: FocusBinding? {
    get { self[FocusBindingKey.self] }
    set { self[FocusBindingKey.self] = newValue }
  }

  /// The submit actions of enclosing views, innermost first (``addSubmitAction(_:)``).
  package var submitActions: [SubmitAction] {
    get { self[SubmitActionsKey.self] }
    set { self[SubmitActionsKey.self] = newValue }
  }

  /// Runs the submit actions of enclosing views that answer `trigger`, innermost first.
  func runSubmitActions(for trigger: SubmitTriggers) {
    for submit in submitActions where !submit.triggers.isDisjoint(with: trigger) {
      submit.action()
    }
  }

  /// Sets a keyboard trait for the components inside, as an enclosing view's modifier does:
  /// the closest such modifier wins, and the component's own setting wins over all.
  package mutating func setKeyboardType(_ type: KeyboardType) {
    textTraits.keyboardType = type
  }

  /// Sets the content type for the components inside.
  package mutating func setTextContentType(_ type: TextContentType?) {
    textTraits.textContentType = .some(type)
  }

  /// Sets the capitalisation for the components inside.
  package mutating func setAutocapitalization(_ type: TextAutocapitalizationType) {
    textTraits.autocapitalization = type
  }

  /// Sets autocorrection for the components inside.
  package mutating func setAutocorrection(_ type: TextAutocorrectionType) {
    textTraits.autocorrection = type
  }

  /// Adds an enclosing view's submit action; it runs before those of views further out.
  package mutating func addSubmitAction(_ action: SubmitAction) {
    submitActions.insert(action, at: 0)
  }

  /// Sets the return key for the text fields inside.
  package mutating func setReturnKeyType(_ type: ReturnKeyType) {
    textTraits.returnKeyType = type
  }

  /// Binds the focus of the component inside to `value` of `binding`.
  package mutating func setFocus<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value) {
    focusBinding = FocusBinding(binding, equals: value)
  }

  /// Binds the focus of the component inside to `binding`.
  package mutating func setFocus(_ binding: Binding<Bool>) {
    focusBinding = FocusBinding(binding)
  }
}
