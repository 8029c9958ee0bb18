import Fieldwork
import FieldworkTerminal
import FieldworkTerminalTesting
import FieldworkTesting
import Foundation
import Testing

/// The text area's shell keys (kill ring, undo, transpose, Ctrl/Alt movement), its key map and
/// the mouse, through the in-memory terminal: each key as a person presses it, each result
/// read back from the view's text and caret.
@MainActor @Suite struct TextAreaLineEditingTests {
  private func harness(
    _ text: String, caret: Int? = nil, width: Int = 20, height: Int = 4
  ) -> (TerminalHarness<TextAreaScreen>, HeadlessTextView) {
    let view = HeadlessTextView()
    view.text = text
    view.tap()
    if let caret { view.select(NSRange(location: caret, length: 0)) }
    let screen = TextAreaScreen(view, width: width, height: height)
    screen.widget.killRing = KillRing()
    return (TerminalHarness(screen, rows: height, columns: width + 1), view)
  }

  @Test func ctrlKKillsToTheLineEndThenTheBreakAndCtrlYYanksThemBackJoined() {
    let (harness, view) = harness("one two\nthree", caret: 3)
    harness.send(KeyEvent(.control("k")))
    #expect(view.text == "one\nthree")
    // At the line's end, the line break goes.
    harness.send(KeyEvent(.control("k")))
    #expect(view.text == "onethree")
    #expect(harness.screen.widget.killRing.entries == [" two\n"])
    harness.send(KeyEvent(.control("e")))
    harness.send(KeyEvent(.control("y")))
    #expect(view.text == "onethree two\n")
    #expect(view.caretLocation == view.text.utf16.count)
  }

  @Test func wordKillsJoinBackwardsAndAltYRotatesThroughTheRing() {
    let (harness, view) = harness("alpha beta gamma")
    harness.send(KeyEvent(.control("w")))
    harness.send(KeyEvent(.backspace, modifiers: .alt))
    #expect(view.text == "alpha ")
    // Killed backwards twice: one entry, in the text's order.
    #expect(harness.screen.widget.killRing.entries == ["beta gamma"])
    harness.send(KeyEvent(.control("a")))
    harness.send(KeyEvent(.character("d"), modifiers: .alt))
    #expect(view.text == " ")
    #expect(harness.screen.widget.killRing.entries == ["beta gamma", "alpha"])
    harness.send(KeyEvent(.control("y")))
    #expect(view.text == "alpha ")
    harness.send(KeyEvent(.character("y"), modifiers: .alt))
    #expect(view.text == "beta gamma ")
    // Alt-Y not right after a yank does nothing.
    harness.send(.left)
    harness.send(KeyEvent(.character("y"), modifiers: .alt))
    #expect(view.text == "beta gamma ")
  }

  @Test func undoAndRedoKeysUseTheViewsGrouping() {
    let (harness, view) = harness("")
    harness.type("hello")
    harness.send(.enter)
    harness.type("world")
    harness.send(KeyEvent(.control("_")))
    #expect(view.text != "hello\nworld")
    let undone = view.text
    #expect("hello\nworld".hasPrefix(undone))
    harness.send(KeyEvent(.character("_"), modifiers: .alt))
    #expect(view.text == "hello\nworld")
    harness.send(KeyEvent(.control("z")))
    #expect(view.text == undone)
  }

  @Test func transposeSwapsWithinALineAndNeverAcrossItsBreak() {
    let (harness, view) = harness("ab\ncd", caret: 1)
    harness.send(KeyEvent(.control("t")))
    #expect(view.text == "ba\ncd")
    #expect(view.caretLocation == 2)
    // At the line's end: the two characters before it.
    harness.send(KeyEvent(.control("t")))
    #expect(view.text == "ab\ncd")
    // At a line's start: nothing before it on the line.
    view.select(NSRange(location: 3, length: 0))
    harness.send(KeyEvent(.control("t")))
    #expect(view.text == "ab\ncd")
    // Clusters stay whole.
    let (emoji, emojiView) = self.harness("👍🏽é", caret: 4)
    emoji.send(KeyEvent(.control("t")))
    #expect(emojiView.text == "é👍🏽")
  }

  @Test func controlAndAltMovementAndDeletion() {
    let (harness, view) = harness("one two\nthree", caret: 0)
    harness.send(KeyEvent(.control("f")))
    #expect(view.caretLocation == 1)
    harness.send(KeyEvent(.character("f"), modifiers: .alt))
    #expect(view.caretLocation == 3)
    harness.send(KeyEvent(.control("b")))
    #expect(view.caretLocation == 2)
    harness.send(KeyEvent(.control("d")))
    #expect(view.text == "on two\nthree")
    harness.send(KeyEvent(.control("e")))
    #expect(view.caretLocation == 6)
    harness.send(KeyEvent(.character("b"), modifiers: .alt))
    #expect(view.caretLocation == 3)
    // Alt with any other letter is never typed.
    #expect(!harness.screen.widget.handle(KeyEvent(.character("q"), modifiers: .alt)))
  }

  @Test func theHistoryKeysAreLeftToTheScreen() {
    let (harness, view) = harness("abc")
    #expect(harness.screen.widget.keyMap[KeyEvent(.control("p"))] == nil)
    // Bound anyway, a history action does nothing in a text area.
    harness.screen.widget.keyMap[KeyEvent(.control("p"))] = .recallPrevious
    #expect(!harness.screen.widget.handle(KeyEvent(.control("p"))))
    #expect(view.text == "abc")
  }

  @Test func aKeyUnboundFromTheMapGoesToTheScreen() {
    let (harness, view) = harness("abc")
    harness.screen.widget.keyMap[KeyEvent(.control("z"))] = nil
    #expect(!harness.screen.widget.handle(KeyEvent(.control("z"))))
    harness.screen.widget.keyMap[KeyEvent(.control("o"))] = .killToStart
    #expect(harness.screen.widget.handle(KeyEvent(.control("o"))))
    #expect(view.text == "")
  }

  @Test func aKillIntoTheSharedRingYanksIntoATextField() {
    let ring = KillRing()
    let (harness, _) = harness("shared words")
    harness.screen.widget.killRing = ring
    harness.send(KeyEvent(.control("w")))
    let field = HeadlessTextField()
    field.tap()
    let widget = TextFieldWidget(field)
    widget.killRing = ring
    widget.handle(KeyEvent(.control("y")))
    #expect(field.text == "words")
  }

  @Test func aClickPlacesTheCaretByDisplayColumnAndFocuses() {
    // Row 0 "ab日本" (日 at columns 2–3), row 1 "xyz".
    let (harness, view) = harness("ab日本\nxyz", caret: 0)
    harness.send(KeyEvent(.mouse(MouseEvent(.press, row: 0, column: 3))))
    #expect(view.caretLocation == 2)  // before 日, drawn in columns 2 and 3
    harness.send(KeyEvent(.mouse(MouseEvent(.press, row: 0, column: 4))))
    #expect(view.caretLocation == 3)
    harness.send(KeyEvent(.mouse(MouseEvent(.press, row: 1, column: 15))))
    #expect(view.caretLocation == view.text.utf16.count)  // past the row: its end
    harness.send(KeyEvent(.mouse(MouseEvent(.press, row: 3, column: 0))))
    #expect(view.caretLocation == view.text.utf16.count)  // below the text: its end
    // Outside the area: not the view's.
    #expect(!harness.screen.widget.handle(KeyEvent(.mouse(MouseEvent(.press, row: 0, column: 25)))))
    // Unfocused, a click focuses it first, as a tap does.
    view.resignFirstResponder()
    harness.send(KeyEvent(.mouse(MouseEvent(.press, row: 1, column: 1))))
    #expect(view.isFirstResponder)
    #expect(view.caretLocation == 6)
  }

  @Test func theWheelMovesTheCaretByRows() {
    let text = (0..<10).map { "line \($0)" }.joined(separator: "\n")
    let (harness, view) = harness(text, caret: 0, height: 3)
    harness.send(KeyEvent(.mouse(MouseEvent(.wheelDown, row: 0, column: 0))))
    #expect(view.caretLocation == 3 * 7)  // "line N\n" is 7 units: the start of line 3
    harness.screen.widget.wheelStep = 1
    harness.send(KeyEvent(.mouse(MouseEvent(.wheelUp, row: 0, column: 0))))
    #expect(view.caretLocation == 2 * 7)
  }
}
