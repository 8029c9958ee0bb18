import Fieldwork
import Foundation
import Testing

@MainActor @Suite struct HeadlessTextFieldTests {
  // MARK: Focus

  @Test func tapAsksThenFocusesThenNotifies() {
    let field = HeadlessTextField()
    let recorder = RecordingTextFieldDelegate(field)
    field.tap()
    #expect(recorder.log == ["shouldBegin", "didBegin", "event:editingDidBegin"])
    #expect(field.isFirstResponder)
    #expect(field.isEditing)
  }

  @Test func vetoedBeginLeavesFieldUnfocused() {
    let field = HeadlessTextField()
    let recorder = RecordingTextFieldDelegate(field)
    recorder.allowBegin = false
    #expect(field.becomeFirstResponder() == false)
    #expect(recorder.log == ["shouldBegin"])
    #expect(!field.isFirstResponder)
  }

  @Test func tappingAFocusedFieldDoesNothing() {
    let (field, recorder) = focusedField()
    field.tap()
    #expect(recorder.log.isEmpty)
    #expect(field.becomeFirstResponder())
  }

  @Test func clearsOnBeginEditingAsksThenClears() {
    let field = HeadlessTextField()
    field.text = "old"
    field.clearsOnBeginEditing = true
    let recorder = RecordingTextFieldDelegate(field)
    field.tap()
    #expect(recorder.log == ["shouldBegin", "shouldClear", "didBegin", "event:editingDidBegin"])
    #expect(field.text == "")
  }

  @Test func clearsOnBeginEditingKeepsTextWhenDelegateRefuses() {
    let field = HeadlessTextField()
    field.text = "old"
    field.clearsOnBeginEditing = true
    let recorder = RecordingTextFieldDelegate(field)
    recorder.allowClear = false
    field.tap()
    #expect(field.text == "old")
    #expect(field.isFirstResponder)
  }

  @Test func resignAsksThenUnfocusesThenNotifies() {
    let (field, recorder) = focusedField(text: "x")
    #expect(field.resignFirstResponder())
    #expect(recorder.log == ["shouldEnd", "didEnd(committed)", "event:editingDidEnd"])
    #expect(!field.isFirstResponder)
  }

  @Test func vetoedEndKeepsFocusUnlessForced() {
    let (field, recorder) = focusedField()
    recorder.allowEnd = false
    #expect(field.resignFirstResponder() == false)
    #expect(field.endEditing(false) == false)
    #expect(field.isFirstResponder)
    recorder.log = []
    #expect(field.endEditing(true))
    #expect(recorder.log == ["didEnd(committed)", "event:editingDidEnd"])
    #expect(!field.isFirstResponder)
  }

  @Test func resigningAnUnfocusedFieldCallsNothing() {
    let field = HeadlessTextField()
    let recorder = RecordingTextFieldDelegate(field)
    #expect(field.resignFirstResponder())
    #expect(recorder.log.isEmpty)
  }

  @Test func plainDidEndIsCalledWhenReasonVariantIsNotImplemented() {
    final class Plain: HeadlessTextFieldDelegate {
      var ended = 0
      func textFieldDidEndEditing(_ textField: HeadlessTextField) { ended += 1 }
    }
    let field = HeadlessTextField()
    let plain = Plain()
    field.delegate = plain
    field.tap()
    field.resignFirstResponder()
    #expect(plain.ended == 1)
  }

  @Test func reasonVariantReplacesThePlainCall() {
    final class Both: HeadlessTextFieldDelegate {
      var log: [String] = []
      func textFieldDidEndEditing(_ textField: HeadlessTextField) { log.append("plain") }
      func textFieldDidEndEditing(
        _ textField: HeadlessTextField, reason: HeadlessTextField.DidEndEditingReason
      ) { log.append("reason") }
    }
    let field = HeadlessTextField()
    let both = Both()
    field.delegate = both
    field.tap()
    field.resignFirstResponder()
    #expect(both.log == ["reason"])
  }

  // MARK: Typing

  @Test func typingAsksReplacesThenNotifies() {
    let (field, recorder) = focusedField()
    field.type("a")
    #expect(
      recorder.log == [
        "shouldChange({0,0},\"a\")", "event:editingChanged", "didChangeSelection",
      ])
    #expect(field.text == "a")
    #expect(field.selectedRange == NSRange(location: 1, length: 0))
  }

  @Test func vetoedTypingChangesNothing() {
    let (field, recorder) = focusedField(text: "ab")
    recorder.allowChange = false
    field.type("c")
    field.paste("zz")
    field.deleteBackward()
    #expect(field.text == "ab")
    #expect(field.selectedRange == NSRange(location: 2, length: 0))
    #expect(!recorder.log.contains("event:editingChanged"))
    #expect(!recorder.log.contains("didChangeSelection"))
  }

  @Test func typeSendsOneKeystrokePerCharacter() {
    let (field, recorder) = focusedField()
    field.type("h👍🏽é")
    #expect(recorder.ranges.count == 3)
    #expect(
      recorder.ranges == [
        NSRange(location: 0, length: 0), NSRange(location: 1, length: 0),
        NSRange(location: 5, length: 0),
      ])
    #expect(field.text == "h👍🏽é")
  }

  @Test func pasteIsOneChangeWithTheWholeString() {
    let (field, recorder) = focusedField(text: "ab")
    field.select(NSRange(location: 1, length: 1))
    recorder.log = []
    field.paste("XYZ")
    #expect(
      recorder.log == [
        "shouldChange({1,1},\"XYZ\")", "event:editingChanged", "didChangeSelection",
      ])
    #expect(field.text == "aXYZ")
    #expect(field.selectedRange == NSRange(location: 4, length: 0))
  }

  @Test func newlinesAreTheReturnKeyOrBecomeSpaces() {
    let (field, recorder) = focusedField()
    field.type("a\nb")
    #expect(field.text == "ab")
    #expect(recorder.log.contains("shouldReturn"))
    field.paste("c\nd")
    #expect(field.text == "abc d")
  }

  @Test func insertingACombiningMarkMergesAndKeepsTheCaretOnABoundary() {
    let (field, _) = focusedField()
    field.type("e")
    field.insertText("\u{301}")
    #expect(field.text == "e\u{301}")
    #expect(field.text.count == 1)
    #expect(field.selectedRange == NSRange(location: 2, length: 0))
  }

  @Test func insertingAJoinerInsideAClusterSnapsTheCaretToItsEnd() throws {
    let (field, _) = focusedField(text: "👨👩")
    try field.setSelectedRange(NSRange(location: 2, length: 0))
    field.insertText("\u{200D}")
    #expect(field.text == "👨‍👩")
    #expect(field.selectedRange == NSRange(location: 5, length: 0))
  }

  // MARK: Backspace

  @Test(arguments: ["a", "é", "e\u{301}", "👍🏽", "🇯🇵", "👨‍👩‍👧‍👦", "한", "ع", "漢"])
  func backspaceRemovesAWholeCluster(cluster: String) {
    let (field, recorder) = focusedField(text: "x" + cluster)
    field.deleteBackward()
    #expect(field.text == "x")
    #expect(recorder.ranges == [NSRange(location: 1, length: cluster.utf16.count)])
    #expect(recorder.log.last == "didChangeSelection")
  }

  @Test func backspaceAtStartOrInEmptyFieldCallsNothing() throws {
    let (field, recorder) = focusedField()
    field.deleteBackward()
    #expect(recorder.log.isEmpty)
    field.text = "ab"
    try field.setSelectedRange(NSRange(location: 0, length: 0))
    field.deleteBackward()
    #expect(recorder.log.isEmpty)
    #expect(field.text == "ab")
  }

  @Test func backspaceDeletesTheSelection() {
    let (field, recorder) = focusedField(text: "hello")
    field.select(NSRange(location: 1, length: 3))
    recorder.ranges = []
    field.deleteBackward()
    #expect(recorder.ranges == [NSRange(location: 1, length: 3)])
    #expect(field.text == "ho")
    #expect(field.selectedRange == NSRange(location: 1, length: 0))
  }

  // MARK: Selection and ranges

  @Test func selectSnapsToGraphemeBoundariesAndClamps() {
    let (field, recorder) = focusedField(text: "a👍🏽b")
    field.select(NSRange(location: 2, length: 1))
    #expect(field.selectedRange == NSRange(location: 1, length: 4))
    field.select(NSRange(location: 3, length: 1000))
    #expect(field.selectedRange == NSRange(location: 1, length: 5))
    field.select(NSRange(location: -5, length: 6))
    #expect(field.selectedRange == NSRange(location: 0, length: 1))
    let before = recorder.log.count
    field.select(NSRange(location: NSNotFound, length: 0))
    #expect(recorder.log.count == before)
    #expect(recorder.log.filter { $0 == "didChangeSelection" }.count == 3)
  }

  @Test func selectingTheSameRangeCallsNothing() {
    let (field, recorder) = focusedField(text: "abc")
    field.select(NSRange(location: 3, length: 0))
    #expect(recorder.log.isEmpty)
  }

  @Test(
    arguments: [
      (NSRange(location: NSNotFound, length: 0), TextRangeError.notFound),
      (
        NSRange(location: 0, length: 99),
        TextRangeError.outOfBounds(range: NSRange(location: 0, length: 99), length: 6)
      ),
      (
        NSRange(location: -1, length: 1),
        TextRangeError.outOfBounds(range: NSRange(location: -1, length: 1), length: 6)
      ),
      (
        NSRange(location: 2, length: -1),
        TextRangeError.outOfBounds(range: NSRange(location: 2, length: -1), length: 6)
      ),
      (
        NSRange(location: 2, length: 0),
        TextRangeError.splitsSurrogatePair(range: NSRange(location: 2, length: 0))
      ),
      (
        NSRange(location: 2, length: 2),
        TextRangeError.splitsSurrogatePair(range: NSRange(location: 2, length: 2))
      ),
      (
        NSRange(location: 5, length: 0),
        TextRangeError.splitsGraphemeCluster(range: NSRange(location: 5, length: 0))
      ),
    ])
  func badRangesThrowTypedErrors(range: NSRange, expected: TextRangeError) {
    // "a" + 👍 (2 units) + "b" + "e" + U+0301 → UTF-16 length 6.
    let field = HeadlessTextField()
    field.text = "a👍be\u{301}"
    #expect(throws: expected) { try field.textRange(from: range) }
    #expect(throws: expected) { try field.setSelectedRange(range) }
    #expect(field.selectedRange == NSRange(location: 6, length: 0))
    #expect(!expected.description.isEmpty)
  }

  @Test func rangeConversionsRoundTrip() throws {
    let field = HeadlessTextField()
    field.text = "a👍🏽é漢"
    let range = try field.textRange(from: NSRange(location: 1, length: 4))
    #expect(field.text[range] == "👍🏽")
    #expect(field.nsRange(from: range) == NSRange(location: 1, length: 4))
    try field.setSelectedRange(NSRange(location: 5, length: 1))
    #expect(field.text[field.selectedTextRange] == "é")
  }

  // MARK: IME

  @Test func markedTextIsPartOfTextAndCommitsOnUnmark() {
    let (field, recorder) = focusedField(text: "x")
    field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
    #expect(field.text == "xに")
    #expect(field.markedRange == NSRange(location: 1, length: 1))
    #expect(field.markedText == "に")
    #expect(field.committedText == "x")
    #expect(field.selectedRange == NSRange(location: 2, length: 0))
    field.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
    #expect(field.text == "xにほ")
    #expect(!recorder.log.contains { $0.hasPrefix("shouldChange") })
    #expect(recorder.log.filter { $0 == "event:editingChanged" }.count == 2)
    recorder.log = []
    field.unmarkText()
    #expect(field.markedRange == nil)
    #expect(field.text == "xにほ")
    #expect(field.committedText == "xにほ")
    #expect(recorder.log == ["event:editingChanged", "didChangeSelection"])
  }

  @Test func insertTextReplacesTheComposition() {
    let (field, recorder) = focusedField()
    field.setMarkedText("nihon", selectedRange: NSRange(location: 5, length: 0))
    recorder.ranges = []
    field.insertText("日本")
    #expect(field.text == "日本")
    #expect(field.markedRange == nil)
    #expect(recorder.ranges == [NSRange(location: 0, length: 5)])
  }

  @Test func programmaticTextEndsComposition() {
    let (field, _) = focusedField()
    field.setMarkedText("かな", selectedRange: NSRange(location: 2, length: 0))
    field.text = "reset"
    #expect(field.markedRange == nil)
    #expect(field.text == "reset")
  }

  @Test func equalProgrammaticTextStillEndsComposition() {
    let (field, recorder) = focusedField()
    field.setMarkedText("かな", selectedRange: NSRange(location: 1, length: 0))
    recorder.log = []
    field.text = "かな"
    #expect(field.markedRange == nil)
    #expect(field.committedText == "かな")
    #expect(field.selectedRange == NSRange(location: 2, length: 0))
    #expect(recorder.log.isEmpty)
  }

  @Test func backspaceWhileComposingShortensTheMarkedText() {
    let (field, recorder) = focusedField(text: "a")
    field.setMarkedText("かな", selectedRange: NSRange(location: 2, length: 0))
    field.deleteBackward()
    #expect(field.text == "aか")
    #expect(field.markedRange == NSRange(location: 1, length: 1))
    field.deleteBackward()
    #expect(field.text == "a")
    #expect(field.markedRange == nil)
    #expect(!recorder.log.contains { $0.hasPrefix("shouldChange") })
  }

  @Test func returnWhileComposingOnlyCommits() {
    let (field, recorder) = focusedField()
    field.setMarkedText("漢", selectedRange: NSRange(location: 1, length: 0))
    recorder.log = []
    field.tapReturnKey()
    #expect(field.markedRange == nil)
    #expect(!recorder.log.contains("shouldReturn"))
  }

  @Test func resigningCommitsComposition() {
    let (field, recorder) = focusedField()
    field.setMarkedText("漢", selectedRange: NSRange(location: 1, length: 0))
    recorder.log = []
    field.resignFirstResponder()
    #expect(field.markedRange == nil)
    #expect(field.text == "漢")
    #expect(
      recorder.log == [
        "shouldEnd", "event:editingChanged", "didChangeSelection", "didEnd(committed)",
        "event:editingDidEnd",
      ])
  }

  @Test func markedSelectionIsClampedIntoTheMarkedText() {
    let (field, _) = focusedField()
    field.setMarkedText("ab", selectedRange: NSRange(location: 10, length: 10))
    #expect(field.selectedRange == NSRange(location: 2, length: 0))
  }

  // MARK: Clear button

  @Test(
    arguments: [
      (HeadlessTextField.ViewMode.never, false, false),
      (.whileEditing, true, false),
      (.unlessEditing, false, true),
      (.always, true, true),
    ])
  func clearButtonShowsPerMode(mode: HeadlessTextField.ViewMode, focused: Bool, unfocused: Bool) {
    let field = HeadlessTextField()
    field.text = "abc"
    field.clearButtonMode = mode
    #expect(field.isClearButtonVisible == unfocused)
    field.tap()
    #expect(field.isClearButtonVisible == focused)
    field.text = ""
    #expect(!field.isClearButtonVisible)
  }

  @Test func clearButtonAsksThenClearsWithoutShouldChange() {
    let (field, recorder) = focusedField(text: "abc") { $0.clearButtonMode = .whileEditing }
    field.tapClearButton()
    #expect(recorder.log == ["shouldClear", "event:editingChanged"])
    #expect(field.text == "")
  }

  @Test func clearButtonRefusedOrHiddenDoesNothing() {
    let (field, recorder) = focusedField(text: "abc") { $0.clearButtonMode = .whileEditing }
    recorder.allowClear = false
    field.tapClearButton()
    #expect(field.text == "abc")
    #expect(recorder.log == ["shouldClear"])
    field.clearButtonMode = .never
    recorder.log = []
    field.tapClearButton()
    #expect(recorder.log.isEmpty)
  }

  // MARK: Return

  @Test func returnAsksThenSendsDidEndOnExitAndStaysFocused() {
    let (field, recorder) = focusedField(text: "abc")
    field.tapReturnKey()
    #expect(recorder.log == ["shouldReturn", "event:editingDidEndOnExit"])
    #expect(field.text == "abc")
    #expect(field.isFirstResponder)
  }

  @Test func vetoedReturnSendsNothing() {
    let (field, recorder) = focusedField(text: "abc")
    recorder.allowReturn = false
    field.tapReturnKey()
    #expect(recorder.log == ["shouldReturn"])
  }

  @Test func returnKeyDisabledWhileEmptyWhenAutomatic() {
    let (field, recorder) = focusedField { $0.enablesReturnKeyAutomatically = true }
    field.tapReturnKey()
    #expect(recorder.log.isEmpty)
    field.type("a")
    recorder.log = []
    field.tapReturnKey()
    #expect(recorder.log == ["shouldReturn", "event:editingDidEndOnExit"])
  }

  // MARK: Programmatic changes

  @Test func programmaticTextNotifiesNobodyAndPutsCaretAtEnd() {
    let (field, recorder) = focusedField()
    field.text = "héllo 👋"
    #expect(recorder.log.isEmpty)
    #expect(field.selectedRange == NSRange(location: 8, length: 0))
  }

  @Test func equalProgrammaticTextKeepsSelection() {
    let (field, _) = focusedField(text: "hello")
    field.select(NSRange(location: 1, length: 2))
    field.text = "hello"
    #expect(field.selectedRange == NSRange(location: 1, length: 2))
  }

  @Test func defaultsMatchUIKit() {
    let field = HeadlessTextField()
    #expect(field.text == "")
    #expect(field.placeholder == nil)
    #expect(field.clearButtonMode == .never)
    #expect(!field.clearsOnBeginEditing)
    #expect(!field.isSecureTextEntry)
    #expect(field.keyboardType == .default)
    #expect(field.returnKeyType == .default)
    #expect(field.autocapitalizationType == .sentences)
    #expect(field.autocorrectionType == .default)
    #expect(!field.enablesReturnKeyAutomatically)
    #expect(field.isEnabled)
    #expect(!field.isFirstResponder)
  }

  // MARK: Disabled

  @Test func disabledFieldIgnoresEveryUserAction() {
    let field = HeadlessTextField()
    field.text = "abc"
    field.clearButtonMode = .always
    field.isEnabled = false
    let recorder = RecordingTextFieldDelegate(field)
    field.tap()
    #expect(!field.becomeFirstResponder())
    field.type("x")
    field.paste("y")
    field.deleteBackward()
    field.tapClearButton()
    field.tapReturnKey()
    field.setMarkedText("z", selectedRange: NSRange(location: 1, length: 0))
    field.select(NSRange(location: 0, length: 1))
    field.undo()
    #expect(recorder.log.isEmpty)
    #expect(field.text == "abc")
  }

  @Test func disablingAFocusedFieldEndsEditingAsCancelled() {
    let (field, recorder) = focusedField()
    recorder.allowEnd = false
    field.isEnabled = false
    #expect(!field.isFirstResponder)
    #expect(recorder.log == ["didEnd(cancelled)", "event:editingDidEnd"])
  }

  // MARK: Awkward UIKit parts

  @Test func secureFieldClearsOnFirstEditAfterRefocus() {
    let field = HeadlessTextField()
    field.isSecureTextEntry = true
    let recorder = RecordingTextFieldDelegate(field)
    field.tap()
    field.type("secret")
    field.resignFirstResponder()
    field.tap()
    recorder.ranges = []
    field.type("x")
    #expect(field.text == "x")
    #expect(recorder.ranges.first == NSRange(location: 0, length: 6))
    field.type("y")
    #expect(field.text == "xy")
  }

  @Test func secureFieldBackspaceAfterRefocusClearsEverything() {
    let field = HeadlessTextField()
    field.isSecureTextEntry = true
    field.text = "hunter2"
    field.tap()
    field.deleteBackward()
    #expect(field.text == "")
  }

  @Test func clearsOnInsertionReplacesEverythingOnceThenResets() {
    let (field, _) = focusedField(text: "draft")
    field.clearsOnInsertion = true
    field.type("n")
    #expect(field.text == "n")
    #expect(!field.clearsOnInsertion)
    field.type("o")
    #expect(field.text == "no")
  }

  // MARK: Undo

  @Test func undoGroupsTypingAndBreaksOnPasteAndClear() {
    let (field, _) = focusedField { $0.clearButtonMode = .always }
    field.type("abc")
    field.paste("XYZ")
    field.type("de")
    field.undo()
    #expect(field.text == "abcXYZ")
    field.undo()
    #expect(field.text == "abc")
    field.undo()
    #expect(field.text == "")
    #expect(!field.canUndo)
    field.redo()
    #expect(field.text == "abc")
    field.redo()
    field.redo()
    #expect(field.text == "abcXYZde")
    #expect(!field.canRedo)
    field.tapClearButton()
    field.undo()
    #expect(field.text == "abcXYZde")
  }

  @Test func undoAsksTheDelegateWithTheChangedRange() {
    let (field, recorder) = focusedField(text: "ab")
    field.type("cd")
    recorder.log = []
    recorder.allowChange = false
    field.undo()
    #expect(field.text == "abcd")
    #expect(recorder.log == ["shouldChange({2,2},\"\")"])
    recorder.allowChange = true
    field.undo()
    #expect(field.text == "ab")
    #expect(field.selectedRange == NSRange(location: 2, length: 0))
  }

  @Test func newEditClearsRedo() {
    let (field, _) = focusedField()
    field.type("a")
    field.undo()
    #expect(field.canRedo)
    field.type("b")
    #expect(!field.canRedo)
  }

  // MARK: Control events

  @Test func removedActionsNoLongerRun() {
    let (field, _) = focusedField()
    var count = 0
    let token = field.addAction(for: .editingChanged) { _ in count += 1 }
    field.type("a")
    field.removeAction(token)
    field.removeAction(token)
    field.type("b")
    #expect(count == 1)
  }

  // MARK: Re-entrancy

  @Test func resigningInsideDidBeginKeepsBeginAndEndAlternating() {
    let field = HeadlessTextField()
    let recorder = RecordingTextFieldDelegate(field)
    recorder.onDidBegin = { $0.resignFirstResponder() }
    field.tap()
    #expect(
      recorder.log == [
        "shouldBegin", "didBegin", "event:editingDidBegin", "shouldEnd", "didEnd(committed)",
        "event:editingDidEnd",
      ])
    #expect(!field.isFirstResponder)
  }

  @Test func delegateThatRewritesTextInShouldChangeWins() {
    let (field, recorder) = focusedField()
    recorder.onShouldChange = { field, _, string in field.text = "(\(string))" }
    field.type("5")
    #expect(field.text == "(5)")
    #expect(field.selectedRange == NSRange(location: 3, length: 0))
    #expect(!recorder.log.contains("event:editingChanged"))
  }

  @Test func typingFromInsideEditingChangedStaysConsistent() {
    let (field, _) = focusedField()
    field.addAction(for: .editingChanged) { field in
      if field.text == "a" { field.type("b") }
    }
    field.type("a")
    #expect(field.text == "ab")
    #expect(field.selectedRange == NSRange(location: 2, length: 0))
  }

  @Test func resigningFromShouldChangeDropsTheEdit() {
    let (field, recorder) = focusedField(text: "x")
    recorder.onShouldChange = { field, _, _ in field.resignFirstResponder() }
    field.type("y")
    #expect(field.text == "x")
    #expect(!field.isFirstResponder)
  }

  // MARK: Accessory

  @Test func accessoryButtonsWorkOnlyWhileFocused() {
    let field = HeadlessTextField()
    var tapped: [String] = []
    field.inputAccessoryItems = [
      .done(), InputAccessoryItem("Insert") { tapped.append($0.text) },
    ]
    field.tapAccessory("Insert")
    #expect(tapped.isEmpty)
    field.tap()
    field.type("hi")
    field.tapAccessory("Insert")
    field.tapAccessory("Missing")
    #expect(tapped == ["hi"])
    field.tapAccessory("Done")
    #expect(!field.isFirstResponder)
  }

  // MARK: Sizes

  @Test(arguments: ["", "plain ascii", "Ünïcödé", "👍🏽👨‍👩‍👧‍👦🇯🇵", "שלום עולם", "日本語のテキスト"])
  func textRoundTripsThroughTyping(sample: String) {
    let (field, _) = focusedField()
    field.type(sample)
    #expect(field.text == sample)
    #expect(field.selectedRange == NSRange(location: sample.utf16.count, length: 0))
    for _ in sample { field.deleteBackward() }
    #expect(field.text == "")
  }

  @Test func oneMegabyteTextEditsAtTheEnd() {
    let big = String(repeating: "abcdefghij", count: 100_000)
    let (field, _) = focusedField(text: big)
    field.type("XYZ")
    #expect(field.text.utf16.count == 1_000_003)
    field.deleteBackward()
    #expect(field.text.hasSuffix("jXY"))
    field.select(NSRange(location: 0, length: 1_000_002))
    field.deleteBackward()
    #expect(field.text == "")
  }
}
