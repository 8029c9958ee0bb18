import Fieldwork
import FieldworkTerminal
import FieldworkTerminalTesting
import FieldworkTesting
import Foundation
import Testing

/// A screen of one text area in a box, for driving the widget through the in-memory terminal.
@MainActor final class TextAreaScreen: TerminalScreen {
  let widget: TextAreaWidget
  let width: Int
  let height: Int
  init(_ view: HeadlessTextView, width: Int, height: Int, placeholder: String? = nil) {
    widget = TextAreaWidget(view, placeholder: placeholder)
    self.width = width
    self.height = height
  }
  func draw(into canvas: inout Canvas) {
    for row in 0..<height { canvas.put("|", row: row, column: width) }
    widget.draw(into: &canvas, row: 0, column: 0, width: width, height: height)
  }
  func handle(_ event: KeyEvent) -> KeyResult { widget.handle(event) ? .handled : .ignored }
}

@MainActor @Suite struct TextAreaWidgetTests {
  private func harness(
    _ text: String = "", width: Int, height: Int, placeholder: String? = nil
  ) -> (TerminalHarness<TextAreaScreen>, HeadlessTextView) {
    let view = HeadlessTextView()
    view.text = text
    view.tap()
    let screen = TextAreaScreen(view, width: width, height: height, placeholder: placeholder)
    return (TerminalHarness(screen, rows: height, columns: width + 1), view)
  }

  /// The text area's rows, without the box.
  private func rows(_ harness: TerminalHarness<TextAreaScreen>) -> [String] {
    // Each line ends with the box's "|"; wide characters take two columns and one Character.
    harness.lines.map { line in
      String(line.dropLast()).replacingOccurrences(
        of: "\\s+$", with: "", options: .regularExpression)
    }
  }

  @Test func linesWrapByDisplayWidthAndWideCharactersNeverSplit() {
    let (harness, _) = harness(width: 5, height: 4)
    harness.type("abcdefg")
    harness.send(.enter)
    harness.type("日本語です")
    // Five rows in four: the caret's row ("す") scrolled into view.
    #expect(rows(harness) == ["fg", "日本", "語で", "す"])
    #expect(harness.terminal.cursorRow == 3 && harness.terminal.cursorColumn == 2)
    harness.send(KeyEvent(.home, modifiers: .control))
    #expect(rows(harness) == ["abcde", "fg", "日本", "語で"])
    #expect(harness.terminal.cursorRow == 0 && harness.terminal.cursorColumn == 0)
  }

  @Test func upAndDownMoveByRowsAsDrawnKeepingTheColumn() {
    let (harness, view) = harness("abcdefghij\nxy\nlonger line", width: 5, height: 6)
    try! view.setSelectedRange(NSRange(location: 2, length: 0))
    harness.send(.down)
    #expect(view.selectedRange.location == 7)  // "fg|hij"
    harness.send(.down)
    #expect(view.selectedRange.location == 13)  // the end of "xy"
    harness.send(.down)
    #expect(view.selectedRange.location == 16)  // "lo|nger": the column came back
    #expect(harness.terminal.cursorRow == 3 && harness.terminal.cursorColumn == 2)
    harness.send(.up)
    harness.send(.up)
    #expect(view.selectedRange.location == 7)
    harness.send(.up)
    harness.send(.up)
    #expect(view.selectedRange.location == 0)  // from the first row: to the start
  }

  @Test func pagesScrollAndTheCaretStaysInView() {
    let text = (1...30).map { "line \($0)" }.joined(separator: "\n")
    let (harness, view) = harness(text, width: 10, height: 4)
    #expect(rows(harness) == ["line 27", "line 28", "line 29", "line 30"])
    harness.send(KeyEvent(.home, modifiers: .control))
    #expect(rows(harness).first == "line 1")
    harness.send(.pageDown)
    #expect(view.selectedRange.location == view.lineRange(at: 24).location)  // "line 4"
    harness.send(.pageDown)
    #expect(rows(harness) == ["line 4", "line 5", "line 6", "line 7"])
    #expect(harness.terminal.cursorRow == 3)
    harness.send(.pageUp)
    #expect(rows(harness).first == "line 4")
    #expect(harness.terminal.cursorRow == 0)
  }

  @Test func shiftExtendsTheSelectionAcrossRowsAndItIsDrawnInReverse() {
    let (harness, view) = harness("abc\ndef", width: 10, height: 2)
    try! view.setSelectedRange(NSRange(location: 1, length: 0))
    harness.send(KeyEvent(.down, modifiers: .shift))
    #expect(view.selectedRange == NSRange(location: 1, length: 4))
    #expect(harness.terminal.style(row: 0, column: 1).contains(.inverse))
    #expect(harness.terminal.style(row: 1, column: 0).contains(.inverse))
    #expect(!harness.terminal.style(row: 1, column: 1).contains(.inverse))
    harness.send(KeyEvent(.left, modifiers: .shift))
    #expect(view.selectedRange == NSRange(location: 1, length: 3))
  }

  @Test func aBracketedPasteOfSeveralLinesIsOneEditAndEnterAsksTheDelegate() {
    let (harness, view) = harness(width: 12, height: 4)
    harness.send(KeyEvent(.paste("first\r\nsecond\nthird")))
    #expect(view.text == "first\r\nsecond\nthird")
    #expect(rows(harness) == ["first", "second", "third", ""])
    final class RefusesReturn: HeadlessTextViewDelegate {
      func textView(
        _ textView: HeadlessTextView, shouldChangeTextIn range: NSRange,
        replacementText text: String
      ) -> Bool { text != "\n" }
    }
    let delegate = RefusesReturn()
    view.delegate = delegate
    harness.send(.enter)
    #expect(view.text == "first\r\nsecond\nthird")
    view.undo()
    #expect(view.text == "")
  }

  @Test func markedTextIsUnderlinedThePlaceholderIsDimAndControlsAreEscaped() {
    let (harness, view) = harness(width: 20, height: 2, placeholder: "Notes…")
    #expect(rows(harness)[0] == "Notes…")
    #expect(harness.terminal.style(row: 0, column: 0).contains(.dim))
    #expect(harness.terminal.cursorRow == 0 && harness.terminal.cursorColumn == 0)
    view.setMarkedText("にほ")
    harness.send(bytes: [])
    #expect(rows(harness)[0] == "にほ")
    #expect(harness.terminal.style(row: 0, column: 0).contains(.underline))
    view.unmarkText()
    view.paste("\u{202E}x\t")
    harness.send(bytes: [])
    #expect(rows(harness)[0] == "にほ<U+202E>x^I")
  }

  @Test func aLongNoteShowsTheRowsAroundTheCaret() {
    let text = (0..<50_000).map { "entry \($0)" }.joined(separator: "\n")
    let (harness, view) = harness(text, width: 30, height: 5)
    let middle = view.lineRange(at: text.utf16.count / 2)
    view.moveCaret(to: middle.location)
    harness.send(bytes: [])
    let shown = rows(harness)
    let line = String(text[try! view.textRange(from: middle)])
    #expect(shown.contains(line))
    #expect(shown.count == 5 && shown.allSatisfy { $0.hasPrefix("entry ") })
    let cursorRow = harness.terminal.cursorRow
    #expect(shown[cursorRow] == line && harness.terminal.cursorColumn == 0)
  }

  @Test func aLineWithNoBreakWrapsAndTheCaretMovesThroughIt() {
    let line = String(repeating: "0123456789", count: 20_000)
    let (harness, view) = harness(line, width: 10, height: 3)
    #expect(rows(harness) == ["0123456789", "0123456789", "0123456789"])
    harness.send(.up)
    // Column 10 of a full row is where the next row starts: the caret stays on its row.
    #expect(view.selectedRange.location == line.utf16.count - 11)
    harness.send(.home)
    #expect(view.selectedRange.location == 0)
    #expect(harness.terminal.cursorRow == 0)
    harness.send(.pageDown)
    #expect(view.selectedRange.location == 20)
  }

  @Test func deletionKeysAskAboutExactlyTheirRange() {
    let (harness, view) = harness("one two\nthree", width: 20, height: 2)
    harness.send(KeyEvent(.control("w")))
    #expect(view.text == "one two\n")
    harness.send(.backspace)
    harness.send(KeyEvent(.control("u")))
    #expect(view.text == "")
    harness.type("abc")
    harness.send(.home)
    harness.send(KeyEvent(.control("k")))
    #expect(view.text == "")
  }
}
