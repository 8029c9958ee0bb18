import Fieldwork
import FieldworkTesting
import Foundation
import Testing

/// A delegate that vetoes at random and sometimes re-enters the field.
@MainActor final class ChaoticDelegate: HeadlessTextFieldDelegate {
  var generator: SeededGenerator
  init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

  private func coin(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &generator) < percent }

  func textFieldShouldBeginEditing(_ textField: HeadlessTextField) -> Bool { !coin(10) }
  func textFieldShouldEndEditing(_ textField: HeadlessTextField) -> Bool { !coin(10) }
  func textFieldShouldClear(_ textField: HeadlessTextField) -> Bool { !coin(20) }
  func textFieldShouldReturn(_ textField: HeadlessTextField) -> Bool {
    if coin(10) { textField.resignFirstResponder() }
    return !coin(20)
  }
  func textField(
    _ textField: HeadlessTextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    #expect(
      (try? textField.textRange(from: range)) != nil, "delegate got an invalid range \(range)")
    if coin(3) { textField.text = generator.string(maxPieces: 3) }
    if coin(2) { textField.resignFirstResponder() }
    return !coin(20)
  }
  func textFieldDidBeginEditing(_ textField: HeadlessTextField) {
    if coin(3) { textField.resignFirstResponder() }
  }
}

/// Checks the invariants DESIGN.md lists after one step.
@MainActor func checkInvariants(
  _ field: HeadlessTextField, seed: UInt64, step: Int, action: String,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  let context = "seed \(seed), step \(step), after \(action); text \(field.text.debugDescription)"
  let selection = field.selectedRange
  guard (try? field.textRange(from: selection)) != nil else {
    Issue.record("selection \(selection) is invalid — \(context)", sourceLocation: sourceLocation)
    return false
  }
  if let marked = field.markedRange {
    guard (try? field.textRange(from: marked)) != nil else {
      Issue.record("marked range \(marked) is invalid — \(context)", sourceLocation: sourceLocation)
      return false
    }
    guard selection.location >= marked.location,
      selection.location + selection.length <= marked.location + marked.length
    else {
      Issue.record("selection left the marked text — \(context)", sourceLocation: sourceLocation)
      return false
    }
    guard field.isFirstResponder else {
      Issue.record("marked text without focus — \(context)", sourceLocation: sourceLocation)
      return false
    }
  }
  return true
}

/// Runs one random action. `programmatic` allows the field's own programmatic setters, which a
/// component's field must not get (they bypass its binding, by design).
@MainActor func randomAction(
  on field: HeadlessTextField, using generator: inout SeededGenerator, programmatic: Bool = true
) -> String {
  let length = field.text.utf16.count
  switch Int.random(in: 0..<20, using: &generator) {
  case 0:
    field.tap()
    return "tap"
  case 1, 2, 3:
    let text = generator.string(maxPieces: 3)
    field.type(text)
    return "type(\(text.debugDescription))"
  case 4:
    let text = generator.piece()
    field.insertText(text)
    return "insertText(\(text.debugDescription))"
  case 5:
    let text = generator.string(maxPieces: 6)
    field.paste(text)
    return "paste(\(text.debugDescription))"
  case 6, 7:
    field.deleteBackward()
    return "deleteBackward"
  case 8:
    let range = generator.range(upTo: length)
    field.select(range)
    return "select(\(range))"
  case 9:
    let text = generator.string(maxPieces: 3).filter { !$0.isNewline }
    let range = generator.range(upTo: text.utf16.count)
    field.setMarkedText(String(text), selectedRange: range)
    return "setMarkedText(\(text.debugDescription), \(range))"
  case 10:
    field.unmarkText()
    return "unmarkText"
  case 11:
    field.tapClearButton()
    return "tapClearButton"
  case 12:
    field.tapReturnKey()
    return "tapReturnKey"
  case 13:
    let forced = Bool.random(using: &generator)
    field.endEditing(forced)
    return "endEditing(\(forced))"
  case 14:
    field.undo()
    return "undo"
  case 15:
    field.redo()
    return "redo"
  case 16 where programmatic:
    let text = generator.string(maxPieces: 4)
    field.text = text
    return "text = \(text.debugDescription)"
  case 17:
    let range = generator.range(upTo: length)
    try? field.setSelectedRange(range)
    return "setSelectedRange(\(range))"
  case 18 where programmatic:
    field.isEnabled = Int.random(in: 0..<10, using: &generator) > 0
    return "isEnabled = \(field.isEnabled)"
  default:
    field.resignFirstResponder()
    return "resignFirstResponder"
  }
}

@MainActor @Suite struct TextFieldPropertyTests {
  /// 60 fields × 1,000 actions on bare fields with chaotic delegates.
  @Test(arguments: propertySeeds(defaults: [1, 2, 3]))
  func randomActionsOnBareFieldsKeepInvariants(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for fieldIndex in 0..<20 {
      let field = HeadlessTextField()
      field.clearButtonMode = HeadlessTextField.ViewMode.allCases.randomElement(using: &generator)!
      field.isSecureTextEntry = Int.random(in: 0..<5, using: &generator) == 0
      field.clearsOnBeginEditing = Bool.random(using: &generator)
      field.enablesReturnKeyAutomatically = Bool.random(using: &generator)
      let delegate = ChaoticDelegate(seed: seed &* 31 &+ UInt64(fieldIndex))
      field.delegate = delegate
      var lastEvent: ControlEvent?
      var alternates = true
      field.addAction(for: .editingDidBegin) { _ in
        if lastEvent == .editingDidBegin { alternates = false }
        lastEvent = .editingDidBegin
      }
      field.addAction(for: .editingDidEnd) { _ in
        if lastEvent != .editingDidBegin { alternates = false }
        lastEvent = .editingDidEnd
      }
      for step in 0..<propertySteps(1_000) {
        let action = randomAction(on: field, using: &generator)
        guard checkInvariants(field, seed: seed, step: step, action: action) else { return }
        guard alternates else {
          Issue.record("begin/end did not alternate — seed \(seed), step \(step), \(action)")
          return
        }
      }
    }
  }

  /// 40 components × 1,000 actions: the binding always equals the committed text.
  @Test(arguments: propertySeeds(defaults: [11, 12]))
  func randomActionsKeepBindingEqualToCommittedText(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<20 {
      let text = State(wrappedValue: "")
      let focus = State(wrappedValue: false)
      let maxLength =
        Int.random(in: 0..<3, using: &generator) == 0
        ? Int.random(in: 1...8, using: &generator) : nil
      let banned = Bool.random(using: &generator) ? generator.piece() : nil
      let secure = Int.random(in: 0..<6, using: &generator) == 0
      let host = RepresentableHost {
        var field = TextField(text: text.projectedValue, isFirstResponder: focus.projectedValue)
          .secure(secure).clearButtonMode(.whileEditing)
        if let maxLength { field = field.maxLength(maxLength) }
        if let banned { field = field.allowedCharacters { String($0) != banned } }
        return field
      }
      var diagnostics: [UpdateDiagnostic] = []
      host.diagnosticHandler = { diagnostics.append($0) }
      let field = host.view
      for step in 0..<propertySteps(1_000) {
        var action: String
        switch Int.random(in: 0..<12, using: &generator) {
        case 0:
          let value = generator.string(maxPieces: 4)
          text.wrappedValue = value
          action = "binding = \(value.debugDescription)"
        case 1:
          focus.wrappedValue.toggle()
          action = "focus = \(focus.wrappedValue)"
        default:
          action = randomAction(on: field, using: &generator, programmatic: false)
        }
        guard checkInvariants(field, seed: seed, step: step, action: action) else { return }
        guard text.wrappedValue == field.committedText else {
          Issue.record(
            """
            binding \(text.wrappedValue.debugDescription) != committed \
            \(field.committedText.debugDescription) — seed \(seed), step \(step), \(action)
            """)
          return
        }
        guard focus.wrappedValue == field.isFirstResponder else {
          Issue.record("focus binding out of sync — seed \(seed), step \(step), \(action)")
          return
        }
      }
      #expect(diagnostics.isEmpty, "seed \(seed)")
    }
  }
}
