import Fieldwork
import Foundation

/// Records every delegate call and control event of a field, in order, and answers the
/// should-questions with configurable values.
@MainActor final class RecordingTextFieldDelegate: HeadlessTextFieldDelegate {
  var log: [String] = []
  var allowBegin = true
  var allowEnd = true
  var allowChange = true
  var allowClear = true
  var allowReturn = true
  var onDidBegin: ((HeadlessTextField) -> Void)?
  var onShouldChange: ((HeadlessTextField, NSRange, String) -> Void)?
  var ranges: [NSRange] = []

  init(_ field: HeadlessTextField? = nil) {
    if let field { attach(to: field) }
  }

  func attach(to field: HeadlessTextField) {
    field.delegate = self
    for event in ControlEvent.allCases {
      field.addAction(for: event) { [weak self] _ in self?.log.append("event:\(event)") }
    }
  }

  func textFieldShouldBeginEditing(_ textField: HeadlessTextField) -> Bool {
    log.append("shouldBegin")
    return allowBegin
  }
  func textFieldDidBeginEditing(_ textField: HeadlessTextField) {
    log.append("didBegin")
    onDidBegin?(textField)
  }
  func textFieldShouldEndEditing(_ textField: HeadlessTextField) -> Bool {
    log.append("shouldEnd")
    return allowEnd
  }
  func textFieldDidEndEditing(
    _ textField: HeadlessTextField, reason: HeadlessTextField.DidEndEditingReason
  ) {
    log.append("didEnd(\(reason))")
  }
  func textField(
    _ textField: HeadlessTextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    log.append("shouldChange({\(range.location),\(range.length)},\"\(string)\")")
    ranges.append(range)
    onShouldChange?(textField, range, string)
    return allowChange
  }
  func textFieldDidChangeSelection(_ textField: HeadlessTextField) {
    log.append("didChangeSelection")
  }
  func textFieldShouldClear(_ textField: HeadlessTextField) -> Bool {
    log.append("shouldClear")
    return allowClear
  }
  func textFieldShouldReturn(_ textField: HeadlessTextField) -> Bool {
    log.append("shouldReturn")
    return allowReturn
  }
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
