import Fieldwork
import Foundation
import Testing

/// A delegate that runs a closure from each callback, for re-entrancy tests.
@MainActor private final class ReentrantDelegate: HeadlessTextFieldDelegate {
  var onDidChangeSelection: ((HeadlessTextField) -> Void)?
  var onShouldClear: ((HeadlessTextField) -> Void)?
  var onDidEnd: ((HeadlessTextField) -> Void)?
  var log: [String] = []

  func textFieldDidBeginEditing(_ textField: HeadlessTextField) { log.append("didBegin") }
  func textFieldDidEndEditing(
    _ textField: HeadlessTextField, reason: HeadlessTextField.DidEndEditingReason
  ) {
    log.append("didEnd")
    onDidEnd?(textField)
  }
  func textFieldShouldClear(_ textField: HeadlessTextField) -> Bool {
    onShouldClear?(textField)
    return true
  }
  func textField(
    _ textField: HeadlessTextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    log.append("shouldChange({\(range.location),\(range.length)},\"\(string)\")")
    return true
  }
  func textFieldDidChangeSelection(_ textField: HeadlessTextField) {
    onDidChangeSelection?(textField)
  }
}

/// Regression tests for hostile call orders on the headless text field.
@MainActor @Suite struct HeadlessTextFieldHardeningTests {
  private func field(_ delegate: ReentrantDelegate) -> HeadlessTextField {
    let field = HeadlessTextField()
    field.delegate = delegate
    for event in ControlEvent.allCases {
      field.addAction(for: event) { _ in delegate.log.append("event:\(event)") }
    }
    return field
  }

  @Test func undoSurvivesADelegateThatUndoesAgainFromDidChangeSelection() {
    let delegate = ReentrantDelegate()
    let field = field(delegate)
    field.tap()
    field.type("ab")
    field.paste("X")
    field.paste("Y")
    var nested = true
    delegate.onDidChangeSelection = { field in
      guard nested else { return }
      nested = false
      field.undo()
    }
    field.undo()  // undoes "Y", and the delegate undoes "X"
    delegate.onDidChangeSelection = nil
    #expect(field.text == "ab")
    #expect(field.canRedo)
    field.redo()
    #expect(field.text == "abX")
    field.redo()
    #expect(field.text == "abXY")
    #expect(!field.canRedo)
  }

  @Test func redoSurvivesADelegateThatEditsFromDidChangeSelection() {
    let delegate = ReentrantDelegate()
    let field = field(delegate)
    field.tap()
    field.paste("A")
    field.paste("B")
    field.undo()
    field.undo()
    #expect(field.text == "")
    var nested = true
    delegate.onDidChangeSelection = { field in
      guard nested else { return }
      nested = false
      field.paste("Z")  // a new edit clears the redo stack
    }
    field.redo()
    delegate.onDidChangeSelection = nil
    #expect(field.text == "AZ")
    #expect(!field.canRedo)
    field.undo()
    #expect(field.text == "A")
    field.undo()
    #expect(field.text == "")
  }

  @Test func compositionNeverOutlivesEditing() {
    let delegate = ReentrantDelegate()
    let field = field(delegate)
    field.tap()
    field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
    delegate.onDidChangeSelection = { field in
      field.setMarkedText("ほ", selectedRange: NSRange(location: 1, length: 0))
    }
    field.resignFirstResponder()
    delegate.onDidChangeSelection = nil
    #expect(!field.isFirstResponder)
    #expect(field.markedRange == nil)
    #expect(field.markedText == nil)
    #expect(field.committedText == field.text)
    field.clearsOnBeginEditing = true
    field.tap()
    #expect(field.text == "")
    #expect(field.markedText == nil)
  }

  @Test func negativeUndoLimitKeepsNoHistory() {
    let field = HeadlessTextField()
    field.undoLimit = -1
    #expect(field.undoLimit == 0)
    field.tap()
    field.type("abc")
    #expect(field.text == "abc")
    #expect(!field.canUndo)
  }

  @Test func fieldThatStopsBeingSecureKeepsItsTextOnTheNextKeystroke() {
    let field = HeadlessTextField()
    field.isSecureTextEntry = true
    field.text = "secret"
    field.tap()
    field.isSecureTextEntry = false  // "show password"
    field.type("!")
    #expect(field.text == "secret!")
  }

  @Test func shouldClearThatFocusesAgainBeginsOnce() {
    let delegate = ReentrantDelegate()
    let field = field(delegate)
    field.text = "old"
    field.clearsOnBeginEditing = true
    delegate.onShouldClear = { $0.becomeFirstResponder() }
    field.tap()
    #expect(field.isFirstResponder)
    #expect(delegate.log.filter { $0 == "didBegin" }.count == 1)
    #expect(delegate.log.filter { $0 == "event:editingDidBegin" }.count == 1)
  }

  @Test func focusRegainedInDidEndEditingAlternatesEvents() {
    let delegate = ReentrantDelegate()
    let field = field(delegate)
    field.tap()
    var once = true
    delegate.onDidEnd = { field in
      guard once else { return }
      once = false
      field.becomeFirstResponder()
    }
    let resigned = field.resignFirstResponder()
    let events = delegate.log.filter { $0.hasPrefix("event:editingDid") }
    #expect(events == ["event:editingDidBegin", "event:editingDidEnd", "event:editingDidBegin"])
    #expect(field.isFirstResponder)
    #expect(!resigned)
  }

  @Test func undoBetweenCanonicallyEqualTextsReportsTheRealEdit() {
    let delegate = ReentrantDelegate()
    let field = field(delegate)
    field.tap()
    field.paste("e\u{301}")
    field.select(NSRange(location: 0, length: 2))
    field.paste("\u{E9}")
    delegate.log = []
    field.undo()
    #expect(field.text.unicodeScalars.elementsEqual("e\u{301}".unicodeScalars))
    #expect(delegate.log.first == "shouldChange({0,1},\"e\u{301}\")")
  }
}

/// Regression tests for what the fuzzers found (`Scripts/fuzz.sh`).
@MainActor @Suite struct FuzzFindingsTests {
  @Test func selectionSetOutsideACompositionThatACallbackRestartsStaysInsideTheNewOne() throws {
    let delegate = ReentrantDelegate()
    let field = HeadlessTextField()
    field.delegate = delegate
    field.tap()
    field.type("abc")
    field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
    var once = true
    delegate.onDidChangeSelection = { field in
      guard once else { return }
      once = false
      field.setMarkedText("ほ", selectedRange: NSRange(location: 1, length: 0))
    }
    try field.setSelectedRange(NSRange(location: 0, length: 1))
    let marked = try #require(field.markedRange)
    let selection = field.selectedRange
    #expect(selection.location >= marked.location)
    #expect(selection.location + selection.length <= marked.location + marked.length)
  }

  @Test func aDelegateThatDisablesTheFieldWhileRefusingToEndGetsTheTruthFromResign() {
    // The defect: editing ended (disabling a focused field forces it), yet
    // resignFirstResponder() answered false.
    final class DisablesOnEnd: HeadlessTextFieldDelegate {
      var reasons: [HeadlessTextField.DidEndEditingReason] = []
      func textFieldShouldEndEditing(_ textField: HeadlessTextField) -> Bool {
        textField.isEnabled = false
        return false
      }
      func textFieldDidEndEditing(
        _ textField: HeadlessTextField, reason: HeadlessTextField.DidEndEditingReason
      ) {
        reasons.append(reason)
      }
    }
    let delegate = DisablesOnEnd()
    let field = HeadlessTextField()
    field.delegate = delegate
    var ends = 0
    field.addAction(for: .editingDidEnd) { _ in ends += 1 }
    field.tap()
    #expect(field.resignFirstResponder() == true)
    #expect(!field.isFirstResponder)
    #expect(delegate.reasons == [.cancelled])
    #expect(ends == 1)
    // A delegate that refuses and changes nothing still keeps the field focused, and says so.
    let refusing = RefusesToEnd()
    let other = HeadlessTextField()
    other.delegate = refusing
    other.tap()
    #expect(other.resignFirstResponder() == false)
    #expect(other.isFirstResponder)
  }
}

private final class RefusesToEnd: HeadlessTextFieldDelegate {
  func textFieldShouldEndEditing(_ textField: HeadlessTextField) -> Bool { false }
}
