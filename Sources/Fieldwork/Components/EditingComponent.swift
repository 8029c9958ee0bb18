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

/// What the modifiers every text component shares have set: change observers, a focus
/// binding, whether it is disabled, and keyboard traits. Read by the component when it
/// updates its control; see ``EditingComponent``.
public struct EditingModifiers {
  /// The `.onChange(of:)` observers, in the order they were added.
  var changeObservers: [ChangeObserver] = []
  /// The focus binding set with `focused`, if any.
  var focus: FocusBinding?
  /// Whether the component ignores the person.
  var isDisabled = false
  /// Traits set on the component itself; unset ones come from the environment.
  var traits = TextTraits()
  /// What VoiceOver calls the control, tells after a pause, and UI tests find it by.
  var accessibility = AccessibilityText()

  /// An empty set of modifiers.
  public init() {}

  /// The settings in effect for a component in `environment`: the component's own, else
  /// the environment's (which FieldworkSwiftUI's view modifiers set), else the defaults.
  ///
  /// - Parameter fallbackFocus: The component's focus binding of its own besides
  ///   `focused` (a text field's `isFirstResponder`), which wins over the environment's.
  @MainActor func resolved(
    in environment: EnvironmentValues, fallbackFocus: FocusBinding? = nil
  ) -> ResolvedEditing {
    ResolvedEditing(
      isEnabled: !isDisabled && environment.isEnabled,
      traits: traits.overriding(environment.textTraits),
      focus: focus ?? fallbackFocus ?? environment.focusBinding,
      accessibility: accessibility)
  }
}

/// The settings a component applies, once its own and its environment's are combined.
struct ResolvedEditing {
  var isEnabled: Bool
  var traits: TextTraits
  /// The component's focus binding, or the one an enclosing view set.
  var focus: FocusBinding?
  /// The component's accessibility label, hint and identifier.
  var accessibility: AccessibilityText

  /// Enables or disables `control` and sets its keyboard traits and accessibility text.
  @MainActor func apply(to control: some TextTraitsControl) {
    if control.accessibilityLabel != accessibility.label {
      control.accessibilityLabel = accessibility.label
    }
    if control.accessibilityHint != accessibility.hint {
      control.accessibilityHint = accessibility.hint
    }
    if control.accessibilityIdentifier != accessibility.identifier {
      control.accessibilityIdentifier = accessibility.identifier
    }
    let traits = self.traits
    control.keyboardType = traits.keyboardType ?? .default
    control.textContentType = traits.textContentType ?? nil
    control.autocapitalizationType = traits.autocapitalization ?? .sentences
    control.autocorrectionType = traits.autocorrection ?? .default
  }
}

/// A component's accessibility label, hint and identifier, each `nil` until set.
struct AccessibilityText {
  var label: String?
  var hint: String?
  var identifier: String?
}

/// Keyboard traits, each unset (`nil`) until a modifier sets it.
struct TextTraits {
  var keyboardType: KeyboardType?
  /// Set to `.some(nil)` by `.textContentType(nil)`.
  var textContentType: TextContentType??
  var autocapitalization: TextAutocapitalizationType?
  var autocorrection: TextAutocorrectionType?
  var returnKeyType: ReturnKeyType?

  /// These traits, with the unset ones taken from `inherited`.
  func overriding(_ inherited: TextTraits) -> TextTraits {
    TextTraits(
      keyboardType: keyboardType ?? inherited.keyboardType,
      textContentType: textContentType ?? inherited.textContentType,
      autocapitalization: autocapitalization ?? inherited.autocapitalization,
      autocorrection: autocorrection ?? inherited.autocorrection,
      returnKeyType: returnKeyType ?? inherited.returnKeyType)
  }
}

/// A control whose keyboard traits a component sets: the text field and the text view.
@MainActor protocol TextTraitsControl: AnyObject {
  var keyboardType: KeyboardType { get set }
  var textContentType: TextContentType? { get set }
  var autocapitalizationType: TextAutocapitalizationType { get set }
  var autocorrectionType: TextAutocorrectionType { get set }
  var accessibilityLabel: String? { get set }
  var accessibilityHint: String? { get set }
  var accessibilityIdentifier: String? { get set }
}

extension HeadlessTextField: TextTraitsControl {}
extension HeadlessTextView: TextTraitsControl {}

extension EditingComponent {
  /// Returns a copy with `change` applied to its ``editing`` modifiers.
  func editingModified(_ change: (inout EditingModifiers) -> Void) -> Self {
    var copy = self
    change(&copy.editing)
    return copy
  }

  /// Runs `action` after editing begins.
  public func onBeginEditing(_ action: @escaping () -> Void) -> Self {
    var copy = self
    copy.didBeginEditing = chain(didBeginEditing, action)
    return copy
  }

  /// Runs `action` after each committed change to the text, once the binding holds it.
  public func onEdit(_ action: @escaping () -> Void) -> Self {
    var copy = self
    copy.didChange = chain(didChange, action)
    return copy
  }

  /// Runs `action` after editing ends.
  public func onEndEditing(_ action: @escaping () -> Void) -> Self {
    var copy = self
    copy.didEndEditing = chain(didEndEditing, action)
    return copy
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

private struct TextTraitsKey: EnvironmentKey {
  static let defaultValue = TextTraits()
}

private struct FocusBindingKey: EnvironmentKey {
  static var defaultValue: FocusBinding? { nil }
}

private struct SubmitActionsKey: EnvironmentKey {
  static var defaultValue: [SubmitAction] { [] }
}

/// An `.onSubmit(of:_:)` set on an enclosing view: FieldworkSwiftUI's, for the components
/// inside it.
package struct SubmitAction {
  package var triggers: SubmitTriggers
  package var action: () -> Void

  package init(triggers: SubmitTriggers, action: @escaping () -> Void) {
    self.triggers = triggers
    self.action = action
  }
}

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
