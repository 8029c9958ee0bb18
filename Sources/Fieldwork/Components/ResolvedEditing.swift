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
