import Fieldwork
import FieldworkTesting
import Foundation
import Testing

/// A delegate whose answers the test sets.
@MainActor final class AnsweringTextViewDelegate: HeadlessTextViewDelegate {
  var allowsBegin = true
  var allowsEnd = true
  var allowsChange: (NSRange, String) -> Bool = { _, _ in true }

  func textViewShouldBeginEditing(_ textView: HeadlessTextView) -> Bool { allowsBegin }
  func textViewShouldEndEditing(_ textView: HeadlessTextView) -> Bool { allowsEnd }
  func textView(
    _ textView: HeadlessTextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { allowsChange(range, text) }
}

@MainActor @Suite struct HeadlessTextViewTests {
  /// A view with `text`, an answering delegate and a recorder in front of it.
  private func view(
    _ text: String = "", focused: Bool = true
  ) -> (HeadlessTextView, AnsweringTextViewDelegate, EventRecorder) {
    let view = HeadlessTextView()
    let delegate = AnsweringTextViewDelegate()
    view.delegate = delegate
    view.text = text
    let recorder = EventRecorder()
    recorder.attach(to: view)
    if focused { view.tap() }
    recorder.clear()
    return (view, delegate, recorder)
  }

  // MARK: UIKit's sequence

  @Test func typingAsksThenChangesThenReportsTheSelectionThenTheChange() {
    let (view, _, recorder) = view(focused: false)
    view.tap()
    view.type("a\n")
    #expect(
      recorder.difference(from: [
        "shouldBeginEditing → true", "didBeginEditing",
        "shouldChangeText({0,0}, \"a\") → true", "didChangeSelection {1,0}", "didChange",
        "shouldChangeText({1,0}, \"\\n\") → true", "didChangeSelection {2,0}", "didChange",
      ]) == nil)
    #expect(view.text == "a\n")
    recorder.clear()
    view.resignFirstResponder()
    #expect(recorder.difference(from: ["shouldEndEditing → true", "didEndEditing"]) == nil)
  }

  @Test func returnThatTheDelegateRefusesCanEndEditingTheWayAppsDoIt() {
    let (view, delegate, recorder) = view("Note")
    delegate.allowsChange = { [unowned view] _, text in
      guard text == "\n" else { return true }
      view.resignFirstResponder()
      return false
    }
    view.tapReturnKey()
    #expect(view.text == "Note")
    #expect(!view.isFirstResponder)
    #expect(
      recorder.difference(from: [
        "shouldChangeText({4,0}, \"\\n\") → false", "shouldEndEditing → true", "didEndEditing",
      ]) == nil)
  }

  @Test func aVetoHasNoSideEffect() {
    let (view, delegate, recorder) = view("abc")
    delegate.allowsChange = { _, _ in false }
    view.type("x")
    view.deleteBackward()
    view.deleteForward()
    view.paste("y\nz")
    #expect(view.text == "abc")
    #expect(view.selectedRange == NSRange(location: 3, length: 0))
    #expect(!view.canUndo)
    #expect(!recorder.lines.contains("didChange"))
  }

  @Test func settingTheTextNotifiesNobodyAndPutsTheCaretAtTheEnd() {
    let (view, _, recorder) = view("one")
    view.moveCaret(.documentStart)
    recorder.clear()
    view.text = "two\nlines"
    #expect(view.selectedRange == NSRange(location: 9, length: 0))
    view.select(NSRange(location: 0, length: 3))
    recorder.clear()
    view.text = "two\nlines"  // the same text: nothing changes, not even the selection
    #expect(view.selectedRange == NSRange(location: 0, length: 3))
    try! view.setSelectedRange(NSRange(location: 4, length: 0))
    #expect(recorder.lines.isEmpty)
  }

  @Test func refusingToBeginOrEndKeepsTheFocusWhereItWas() {
    let (view, delegate, recorder) = view(focused: false)
    defer { withExtendedLifetime(recorder) {} }  // it stands between the view and the delegate
    delegate.allowsBegin = false
    #expect(!view.becomeFirstResponder())
    delegate.allowsBegin = true
    #expect(view.becomeFirstResponder())
    delegate.allowsEnd = false
    #expect(!view.resignFirstResponder())
    #expect(view.isFirstResponder)
    #expect(view.endEditing(true))
    #expect(!view.isFirstResponder)
  }

  // MARK: Editable and selectable

  @Test func aViewThatIsNotEditableNeverFocusesButStaysSelectable() {
    let (view, _, recorder) = view("read only", focused: false)
    view.isEditable = false
    view.tap()
    #expect(!view.isFirstResponder)
    view.type("x")
    view.select(NSRange(location: 0, length: 4))
    #expect(view.selectedRange == NSRange(location: 0, length: 4))
    view.moveCaret(.right, extendingSelection: true)
    #expect(view.selectedRange == NSRange(location: 0, length: 5))
    #expect(
      recorder.difference(from: ["didChangeSelection {0,4}", "didChangeSelection {0,5}"]) == nil)
    view.isSelectable = false
    view.select(NSRange(location: 1, length: 1))
    #expect(view.selectedRange == NSRange(location: 0, length: 5))
    #expect(view.text == "read only")
  }

  @Test func makingAFocusedViewNotEditableEndsEditingWithoutAsking() {
    let (view, delegate, recorder) = view("x")
    delegate.allowsEnd = false
    view.isEditable = false
    #expect(!view.isFirstResponder)
    #expect(recorder.difference(from: ["didEndEditing"]) == nil)
  }

  // MARK: Caret movement

  @Test func upAndDownKeepTheColumnThroughShorterLines() {
    let (view, _, _) = view("hello world\nhi\nlong line here")
    try! view.setSelectedRange(NSRange(location: 8, length: 0))  // "hello wo|rld"
    view.moveCaret(.down)
    #expect(view.selectedRange.location == 14)  // the end of "hi"
    view.moveCaret(.down)
    #expect(view.selectedRange.location == 23)  // "long lin|e here"
    view.moveCaret(.up)
    #expect(view.selectedRange.location == 14)
    view.moveCaret(.up)
    #expect(view.selectedRange.location == 8)
    view.moveCaret(.up)  // from the first line: to the start
    #expect(view.selectedRange.location == 0)
    view.moveCaret(.documentEnd)
    view.moveCaret(.down)  // from the last line: to the end
    #expect(view.selectedRange.location == 29)
  }

  @Test func aMoveOfAnyOtherKindSetsANewColumn() {
    let (view, _, _) = view("abcdef\nab\nabcdef")
    try! view.setSelectedRange(NSRange(location: 5, length: 0))
    view.moveCaret(.down)  // to "ab|"
    view.moveCaret(.left)  // "a|b": column 1 now
    view.moveCaret(.down)
    #expect(view.selectedRange.location == 11)  // "a|bcdef"
  }

  @Test func columnsCountCharactersNotCodeUnits() {
    // Line 1: 👍🏽 (4 units) é (e + U+0301, 2 units) x; line 2: plain letters.
    let (view, _, _) = view("👍🏽e\u{301}x\nabcdef")
    try! view.setSelectedRange(NSRange(location: 6, length: 0))  // after the é: column 2
    view.moveCaret(.down)
    #expect(view.selectedRange.location == 10)  // "ab|cdef"
    view.moveCaret(.up)
    #expect(view.selectedRange.location == 6)
    view.moveCaret(.left)
    #expect(view.selectedRange.location == 4)  // before the é, never inside it
    view.moveCaret(.left)
    #expect(view.selectedRange.location == 0)  // before the whole 👍🏽
  }

  @Test func lineAndDocumentEndsAndWords() {
    let (view, _, _) = view("first line\nsecond, third_word  end")
    try! view.setSelectedRange(NSRange(location: 14, length: 0))  // "sec|ond"
    view.moveCaret(.lineStart)
    #expect(view.selectedRange.location == 11)
    view.moveCaret(.lineEnd)
    #expect(view.selectedRange.location == 34)
    view.moveCaret(.wordLeft)
    #expect(view.selectedRange.location == 31)  // "|end"
    view.moveCaret(.wordLeft)
    #expect(view.selectedRange.location == 19)  // "|third_word"
    view.moveCaret(.wordRight)
    #expect(view.selectedRange.location == 29)  // "third_word|"
    view.moveCaret(.documentStart)
    #expect(view.selectedRange.location == 0)
    view.moveCaret(.wordRight)
    #expect(view.selectedRange.location == 5)
    view.moveCaret(.documentEnd)
    #expect(view.selectedRange.location == 34)
    #expect(view.lineRange(at: 3) == NSRange(location: 0, length: 10))
    #expect(view.lineRange(at: 99) == NSRange(location: 11, length: 23))
  }

  @Test func shiftExtendsFromTheFixedEndAndPlainArrowsCollapse() {
    let (view, _, recorder) = view("abcdef\nghijkl")
    try! view.setSelectedRange(NSRange(location: 3, length: 0))
    view.moveCaret(.right, extendingSelection: true)
    view.moveCaret(.right, extendingSelection: true)
    #expect(view.selectedRange == NSRange(location: 3, length: 2))
    #expect(view.caretLocation == 5)
    view.moveCaret(.left, extendingSelection: true)
    view.moveCaret(.left, extendingSelection: true)
    view.moveCaret(.left, extendingSelection: true)
    #expect(view.selectedRange == NSRange(location: 2, length: 1))  // past the anchor
    #expect(view.caretLocation == 2)
    view.moveCaret(.down, extendingSelection: true)
    #expect(view.selectedRange == NSRange(location: 3, length: 6))  // "c" down to "gh|"
    view.moveCaret(.left)
    #expect(view.selectedRange == NSRange(location: 3, length: 0))
    view.moveCaret(.lineEnd, extendingSelection: true)
    view.moveCaret(.right)
    #expect(view.selectedRange == NSRange(location: 6, length: 0))
    #expect(recorder.lines.allSatisfy { $0.hasPrefix("didChangeSelection") })
  }

  @Test func lineBreaksOfEveryKindAreOneCharacter() {
    let text = "a\r\nb\rc\u{2028}d\u{85}e\nf"
    let (view, _, _) = view(text)
    view.moveCaret(.documentStart)
    var stops: [Int] = []
    for _ in 0..<12 {
      view.moveCaret(.down)
      stops.append(view.selectedRange.location)
    }
    #expect(stops == [3, 5, 7, 9, 11, 12, 12, 12, 12, 12, 12, 12])
    try! view.setSelectedRange(NSRange(location: 3, length: 0))
    view.deleteBackward()  // the whole CR LF
    #expect(view.text == "ab\rc\u{2028}d\u{85}e\nf")
    view.moveCaret(.left)
    view.deleteForward()
    #expect(view.text == "b\rc\u{2028}d\u{85}e\nf")
    #expect(throws: TextRangeError.self) {
      try HeadlessTextView.splitCRLF()
    }
  }

  @Test func controlCharactersAndBidiOverridesStayAsGiven() {
    let text = "\u{202E}evil\u{202C}\u{0}\u{7}\t|"
    let (view, _, _) = view()
    view.paste(text)
    #expect(view.text.unicodeScalars.elementsEqual(text.unicodeScalars))
    view.moveCaret(.documentStart)
    var steps = 0
    while view.selectedRange.location < view.text.utf16.count, steps < 50 {
      view.moveCaret(.right)
      steps += 1
    }
    #expect(steps == text.count)
  }

  // MARK: Deleting, composing, undo

  @Test func deleteForwardTakesTheNextCharacterOrTheSelection() {
    let (view, _, recorder) = view("a👍🏽b")
    try! view.setSelectedRange(NSRange(location: 1, length: 0))
    view.deleteForward()
    #expect(view.text == "ab")
    #expect(recorder.lines.first == "shouldChangeText({1,4}, \"\") → true")
    view.moveCaret(.documentEnd)
    recorder.clear()
    view.deleteForward()
    #expect(recorder.lines.isEmpty)
    view.selectAll()
    view.deleteForward()
    #expect(view.text == "")
    view.undo()
    #expect(view.text == "ab")
  }

  @Test func typingAndDeletingAreStepsAndReturnIsTyping() {
    let (view, _, _) = view()
    view.type("one\ntwo")
    view.deleteBackward()
    view.deleteBackward()
    view.paste("\nthree")
    view.undo()
    #expect(view.text == "one\nt")
    view.undo()
    #expect(view.text == "one\ntwo")
    view.undo()
    #expect(view.text == "")
    #expect(!view.canUndo)
    view.redo()
    view.redo()
    view.redo()
    #expect(view.text == "one\nt\nthree")
  }

  @Test func markedTextIsPartOfTheTextAndAnyMoveCommitsIt() {
    let (view, delegate, recorder) = view("行\n")
    var asked: [String] = []
    delegate.allowsChange = { _, text in
      asked.append(text)
      return true
    }
    view.setMarkedText("に")
    view.setMarkedText("にほ")
    #expect(view.text == "行\nにほ")
    #expect(view.committedText == "行\n")
    #expect(view.markedRange == NSRange(location: 2, length: 2))
    view.insertText("日本")
    #expect(view.text == "行\n日本")
    #expect(view.markedRange == nil)
    #expect(asked == ["日本"])  // marked text is never asked about
    view.setMarkedText("ご")
    recorder.clear()
    view.moveCaret(.up)
    #expect(view.markedRange == nil)
    #expect(view.text == "行\n日本ご")
    #expect(view.selectedRange.location == 1)
    #expect(
      recorder.lines == ["didChangeSelection {5,0}", "didChange", "didChangeSelection {1,0}"])
  }

  // MARK: Ranges and bad input

  @Test func badRangesThrowOrSnapAndNeverTrap() {
    let (view, _, _) = view("a👍🏽e\u{301}\r\n")
    #expect(throws: TextRangeError.self) {
      try view.setSelectedRange(NSRange(location: 2, length: 0))
    }
    #expect(throws: TextRangeError.self) {
      try view.setSelectedRange(NSRange(location: 3, length: 0))
    }
    #expect(throws: TextRangeError.self) {
      try view.setSelectedRange(NSRange(location: 6, length: 0))
    }
    #expect(throws: TextRangeError.self) {
      try view.setSelectedRange(NSRange(location: 8, length: 0))
    }
    #expect(throws: TextRangeError.self) {
      try view.setSelectedRange(NSRange(location: 0, length: 99))
    }
    #expect(throws: TextRangeError.self) {
      try view.setSelectedRange(NSRange(location: NSNotFound, length: 0))
    }
    view.select(NSRange(location: 3, length: 1))
    #expect(view.selectedRange == NSRange(location: 1, length: 4))
    view.select(NSRange(location: -5, length: Int.max))
    #expect(view.selectedRange == NSRange(location: 0, length: 9))
    #expect(view.lineRange(at: -3) == NSRange(location: 0, length: 7))
  }

  @Test func aLongPasteAndALineWithNoBreakStayUsable() {
    // A 20 MB paste with one line of 10 MB in the middle (the benchmarks go to 100 MB in a
    // release build; a debug build walks it slowly, never forever).
    let line = String(repeating: "no break here ", count: 750_000)
    let paste = String(repeating: "short line\n", count: 900_000) + line + "\nend"
    let (view, _, _) = view()
    view.paste(paste)
    #expect(view.text.utf8.count == paste.utf8.count)
    view.moveCaret(.up)
    view.moveCaret(.lineEnd)
    #expect(view.selectedRange.location == 9_900_000 + line.utf16.count)
    view.moveCaret(.lineStart)
    #expect(view.selectedRange.location == 9_900_000)
    view.moveCaret(.up)
    #expect(view.selectedRange.location == 9_900_000 - 11)
    view.type("!")
    #expect(view.lineRange(at: 9_900_000 - 11) == NSRange(location: 9_900_000 - 11, length: 11))
    view.undo()
    view.undo()
    #expect(view.text.isEmpty)
  }

  @Test func aPasteOf100MBIsOneEditAndOneUndoStep() {
    let line = "a pasted log line, café 日本 👍🏽\n"
    let paste = String(repeating: line, count: 100_000_000 / line.utf8.count + 1)
    let (view, _, recorder) = view("before|after")
    try! view.setSelectedRange(NSRange(location: 7, length: 0))
    view.paste(paste)
    #expect(view.text.utf8.count == paste.utf8.count + 12)
    #expect(view.selectedRange.location == 7 + paste.utf16.count)
    #expect(recorder.lines.filter { $0 == "didChange" }.count == 1)
    view.moveCaret(.up)
    #expect(view.lineRange(at: view.selectedRange.location).length == line.utf16.count - 1)
    view.undo()
    #expect(view.text == "before|after")
    view.redo()
    #expect(view.text.utf8.count == paste.utf8.count + 12)
  }

  @Test func theDescriptionShowsTheStartOfALongTextOnly() {
    let (view, _, _) = view(String(repeating: "line of a log\n", count: 1_000))
    let description = view.description
    #expect(description.count < 200)
    #expect(description.contains("length: 14000"))
    #expect(description.hasPrefix("HeadlessTextView(text: \"line of a log\\nline of a log\\nline"))
  }

  // MARK: Windows

  @Test func aWindowKeepsOneFirstResponderAcrossFieldsAndViews() {
    let window = HeadlessWindow()
    let field = HeadlessTextField()
    let (view, delegate, recorder) = view(focused: false)
    defer { withExtendedLifetime(recorder) {} }
    field.window = window
    view.window = window
    field.tap()
    view.tap()
    #expect(window.firstResponder === view && !field.isFirstResponder)
    delegate.allowsEnd = false
    field.tap()
    #expect(window.firstResponder === view && !field.isFirstResponder)
    #expect(window.endEditing(true))
    #expect(window.firstResponder == nil)
  }
}

extension HeadlessTextView {
  /// Selecting between the CR and the LF of a line break.
  fileprivate static func splitCRLF() throws(TextRangeError) {
    let view = HeadlessTextView()
    view.text = "a\r\nb"
    try view.setSelectedRange(NSRange(location: 2, length: 0))
  }
}
