import Foundation

/// What components and FieldworkUIKit's `UITextInput` members need of a text control
/// beyond the shared sequences (which include `performSubstituteEdit(_:with:)` and
/// `replaceProgrammatically(_:with:)`): ``HeadlessTextField`` and ``HeadlessTextView``.
@MainActor package protocol HeadlessTextInput: TextInputControl {
  /// Sets the selection programmatically.
  func setSelectedRange(_ range: NSRange) throws(TextRangeError)
  /// An input method shows provisional text.
  func setMarkedText(_ markedText: String, selectedRange: NSRange)
  /// The input method commits the marked text.
  func unmarkText()
}

extension HeadlessTextField: HeadlessTextInput {}
extension HeadlessTextView: HeadlessTextInput {}

/// Moves a control's selection to what a component's selection binding holds, clamped into
/// the text and onto character boundaries; a range that needed clamping is reported to the
/// host and written back. The same for ``TextField`` and ``TextEditor``.
@MainActor func applySelection<Content: Representable>(
  _ selection: Binding<NSRange>, to control: some HeadlessTextInput,
  context: RepresentableContext<Content>
) {
  let wanted = selection.wrappedValue
  guard wanted != control.buffer.selection else { return }
  let clamped = control.buffer.clamped(wanted)
  if clamped != wanted {
    context.report(
      UpdateDiagnostic(
        kind: .selectionClamped(requested: wanted, applied: clamped),
        hostDescription: "RepresentableHost<\(Content.self)>", rounds: 0))
  }
  try? control.setSelectedRange(clamped)
  if selection.wrappedValue != control.buffer.selection {
    selection.wrappedValue = control.buffer.selection
  }
}
