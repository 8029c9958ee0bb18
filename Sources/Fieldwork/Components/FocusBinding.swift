/// A component's focus binding, as SwiftUI's `@FocusState`: a `Bool` for one field, or an
/// optional `Hashable` value that names the focused field of a form.
///
/// The component reads it in `updateView` (writing a value that names the field focuses it;
/// any other value dismisses it) and writes it back when the person's actions move focus:
/// beginning to edit writes the field's value, ending editing writes `nil` (or `false`) only
/// when the binding still names this field, so a focus already moved elsewhere is kept.
struct FocusBinding {
  /// Whether the binding names this field.
  let namesField: () -> Bool
  /// Writes this field's value, unless the binding already holds it.
  let claim: () -> Void
  /// Writes `nil` (or `false`), if the binding still names this field.
  let release: () -> Void

  init(_ binding: Binding<Bool>) {
    namesField = { binding.wrappedValue }
    claim = { if !binding.wrappedValue { binding.wrappedValue = true } }
    release = { if binding.wrappedValue { binding.wrappedValue = false } }
  }

  init<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value) {
    namesField = { binding.wrappedValue == value }
    claim = { if binding.wrappedValue != value { binding.wrappedValue = value } }
    release = { if binding.wrappedValue == value { binding.wrappedValue = nil } }
  }

  /// Moves the field's focus to what the binding says. A refused change writes the binding
  /// back (after the running update), so it never claims a focus the field does not have.
  @MainActor func apply(to field: some HeadlessResponder) {
    if namesField() {
      if !field.isFirstResponder, !field.becomeFirstResponder() { release() }
    } else if field.isFirstResponder {
      if !field.resignFirstResponder() { claim() }
    }
  }
}
