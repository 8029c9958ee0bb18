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
