import ExampleSupport
import Fieldwork
import FieldworkTerminal
import FieldworkTerminalTesting
import FieldworkTesting
import Foundation
import Testing

@testable import contacts_search

/// Mouse reports: decoded from the SGR encoding, a click placing the caret by display column
/// and selecting a row, the wheel scrolling.
@MainActor @Suite struct MouseTests {
  func decode(_ text: String) -> [KeyEvent] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(text.utf8)) + decoder.flush()
  }

  @Test func sgrReportsDecode() {
    #expect(decode("\u{1B}[<0;10;5M") == [KeyEvent(.mouse(MouseEvent(.press, row: 4, column: 9)))])
    #expect(
      decode("\u{1B}[<0;10;5m") == [KeyEvent(.mouse(MouseEvent(.release, row: 4, column: 9)))])
    #expect(
      decode("\u{1B}[<2;1;1M") == [
        KeyEvent(.mouse(MouseEvent(.press, button: 2, row: 0, column: 0)))
      ])
    #expect(
      decode("\u{1B}[<64;3;4M") == [KeyEvent(.mouse(MouseEvent(.wheelUp, row: 3, column: 2)))])
    #expect(
      decode("\u{1B}[<65;3;4M") == [KeyEvent(.mouse(MouseEvent(.wheelDown, row: 3, column: 2)))])
    #expect(decode("\u{1B}[<32;3;4M") == [KeyEvent(.mouse(MouseEvent(.drag, row: 3, column: 2)))])
    #expect(
      decode("\u{1B}[<16;3;4M") == [
        KeyEvent(.mouse(MouseEvent(.press, row: 3, column: 2)), modifiers: .control)
      ])
    // Motion without a button, a sideways wheel, a zero or missing coordinate: nothing.
    #expect(decode("\u{1B}[<35;3;4M").isEmpty)
    #expect(decode("\u{1B}[<66;3;4M").isEmpty)
    #expect(decode("\u{1B}[<0;0;4M").isEmpty)
    #expect(decode("\u{1B}[<0;4M").isEmpty)
  }

  @Test func aClickFocusesTheFieldAndPlacesTheCaretByDisplayColumn() {
    let field = HeadlessTextField()
    field.text = "a日本b"
    let harness = TerminalHarness(FieldScreen(field, width: 12), rows: 1, columns: 20)
    #expect(!field.isFirstResponder)
    // "[" then a (col 1), 日 (2–3), 本 (4–5), b (6): a click on either half of 本 goes before it.
    harness.send(KeyEvent(.mouse(MouseEvent(.press, row: 0, column: 5))))
    #expect(field.isFirstResponder)
    #expect(field.selectedRange == NSRange(location: 2, length: 0))
    harness.send(KeyEvent(.mouse(MouseEvent(.press, row: 0, column: 4))))
    #expect(field.selectedRange == NSRange(location: 2, length: 0))
    harness.send(KeyEvent(.mouse(MouseEvent(.press, row: 0, column: 2))))
    #expect(field.selectedRange == NSRange(location: 1, length: 0))
    harness.send(KeyEvent(.mouse(MouseEvent(.press, row: 0, column: 10))))  // past the text
    #expect(field.selectedRange == NSRange(location: 4, length: 0))
    #expect(harness.terminal.cursorColumn == 7)
    // Outside the field, or another button: not the field's.
    let widget = TextFieldWidget(field)
    #expect(!widget.handle(KeyEvent(.mouse(MouseEvent(.press, row: 0, column: 3)))))  // never drawn
  }

  @Test func aClickSelectsAContactAndTheWheelScrolls() {
    let contacts = (0..<40).map { VCardContact(name: String(format: "Person %02d", $0)) }
    let screen = ContactsScreen(contacts: contacts, source: "test", warningCount: 0)
    let harness = TerminalHarness(screen, rows: 10, columns: 60)
    harness.send(KeyEvent(.mouse(MouseEvent(.press, row: 4, column: 5))))  // the third row
    #expect(screen.list.selection == 2)
    #expect(harness.terminal.line(4).hasPrefix("› Person 02"))
    harness.send(KeyEvent(.mouse(MouseEvent(.wheelDown, row: 4, column: 5))))
    #expect(screen.list.selection == 5)
    for _ in 0..<5 { harness.send(KeyEvent(.mouse(MouseEvent(.wheelDown, row: 4, column: 5)))) }
    #expect(screen.list.selection == 20)
    #expect(harness.terminal.row(containing: "› Person 20") != nil)  // scrolled into view
    harness.send(KeyEvent(.mouse(MouseEvent(.wheelUp, row: 4, column: 5))))
    #expect(screen.list.selection == 17)
    // A click on the bar puts the caret there.
    harness.type("per")
    harness.send(KeyEvent(.mouse(MouseEvent(.press, row: 0, column: 10))))
    #expect(screen.barWidget.bar.searchTextField.selectedRange == NSRange(location: 1, length: 0))
  }
}
