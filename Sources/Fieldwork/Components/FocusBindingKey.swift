struct FocusBindingKey: EnvironmentKey {
  static var defaultValue: FocusBinding? { nil }
}

struct SubmitActionsKey: EnvironmentKey {
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
