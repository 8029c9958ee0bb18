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
