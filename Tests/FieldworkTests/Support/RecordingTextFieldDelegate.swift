import Fieldwork
import FieldworkTesting
import Foundation

/// A text field delegate for the control's own tests: it answers the should-questions with
/// configurable values and runs hooks, and the public `EventRecorder` (attached over it)
/// records every call, answer and control event.
///
/// ``log`` shows the recorder's lines in a short form the tests were written in
/// (`shouldChange({0,0},"a")`, `event:editingChanged`): the questions without their answers
/// (the knobs say what they were) and selection changes without the range.
@MainActor final class RecordingTextFieldDelegate: HeadlessTextFieldDelegate {
  let recorder = EventRecorder()
  var allowBegin = true
  var allowEnd = true
  var allowChange = true
  var allowClear = true
  var allowReturn = true
  var onDidBegin: ((HeadlessTextField) -> Void)?
  var onShouldChange: ((HeadlessTextField, NSRange, String) -> Void)?
  var ranges: [NSRange] = []

  /// The recorded lines in short form. Assigning `[]` forgets them.
  var log: [String] {
    get { recorder.lines.map(Self.shortForm) }
    set {
      precondition(newValue.isEmpty, "only clearing the log is supported")
      recorder.clear()
    }
  }

  init(_ field: HeadlessTextField? = nil) {
    if let field { attach(to: field) }
  }

  func attach(to field: HeadlessTextField) {
    field.delegate = self
    recorder.attach(to: field)
  }

  func textFieldShouldBeginEditing(_ textField: HeadlessTextField) -> Bool { allowBegin }
  func textFieldDidBeginEditing(_ textField: HeadlessTextField) { onDidBegin?(textField) }
  func textFieldShouldEndEditing(_ textField: HeadlessTextField) -> Bool { allowEnd }
  func textField(
    _ textField: HeadlessTextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    ranges.append(range)
    onShouldChange?(textField, range, string)
    return allowChange
  }
  func textFieldShouldClear(_ textField: HeadlessTextField) -> Bool { allowClear }
  func textFieldShouldReturn(_ textField: HeadlessTextField) -> Bool { allowReturn }

  /// `EventRecorder`'s line for a text field call, in the tests' short form.
  static func shortForm(_ line: String) -> String {
    let question = withoutAnswer(line)
    let renames = [
      ("shouldBeginEditing", "shouldBegin"), ("didBeginEditing", "didBegin"),
      ("shouldEndEditing", "shouldEnd"),
    ]
    for (long, short) in renames where question == long { return short }
    if question.hasPrefix("didEndEditing(") { return "didEnd" + question.dropFirst(13) }
    if question.hasPrefix("didChangeSelection") { return "didChangeSelection" }
    if question.hasPrefix("event ") { return "event:" + question.dropFirst(6) }
    if question.hasPrefix("shouldChangeCharacters(") {
      return "shouldChange("
        + question.dropFirst("shouldChangeCharacters(".count).replacingOccurrences(
          of: "}, ", with: "},")
    }
    return question
  }
}

/// `line` without the ` → answer` the recorder appends to a question.
func withoutAnswer(_ line: String) -> String {
  guard let arrow = line.range(of: " → ", options: .backwards) else { return line }
  return String(line[..<arrow.lowerBound])
}

/// A focused field with a recorder whose log starts empty.
@MainActor func focusedField(
  text: String = "", configure: (HeadlessTextField) -> Void = { _ in }
) -> (HeadlessTextField, RecordingTextFieldDelegate) {
  let field = HeadlessTextField()
  field.text = text
  configure(field)
  let recorder = RecordingTextFieldDelegate(field)
  field.becomeFirstResponder()
  recorder.log = []
  recorder.ranges = []
  return (field, recorder)
}
