import FieldworkTerminal
import FieldworkTerminalTesting
import FieldworkTesting
import Foundation
import Testing

/// contacts-search for a screen reader or a braille display, and what holds for them in the
/// full-screen mode too: the cursor at the caret after every frame, only changed cells
/// written.
@Suite(.serialized) struct AccessibleTerminalTests {
  /// The lines the accessible session has written, as a terminal scrolls them, and the bytes.
  static func writtenLines(_ terminal: PseudoTerminal) -> [String] {
    terminal.screen.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
      .filter { !$0.isEmpty }
  }

  @Test func anAccessibleSessionWritesALinePerChangeAndSelectionInWords() throws {
    let terminal = try PseudoTerminal(
      EndToEndTests.executable("contacts-search"), arguments: ["--accessible"], rows: 20,
      columns: 100, environment: EndToEndTests.isolated)
    let before = terminal.initialSettings
    try terminal.wait(forText: "1158 contacts from the bundled contacts.vcf. Type to search")
    #expect(!terminal.screen.isAlternateScreen)
    for letter in "mar" {
      terminal.type(String(letter))
      terminal.readUntilQuiet()
    }
    try terminal.wait(forText: "54 of 1158 contacts match")
    // A key that changes nothing told (Left) tells nothing: the count is told when it
    // changes, and the search line follows it with the cursor at the caret.
    terminal.send([0x1B, 0x5B, 0x44])
    terminal.readUntilQuiet()
    let lines = Self.writtenLines(terminal)
    #expect(lines.last == "Search: mar")
    #expect(terminal.screen.cursorColumn == "Search: ma".count)
    #expect(lines.filter { $0.hasSuffix("contacts match") }.count == 3)  // m, ma, mar
    terminal.send([0x1B, 0x5B, 0x43])  // Right: back to the end
    terminal.send([0x1B, 0x5B, 0x42])  // Down: the first match, told in words
    try terminal.wait(
      forText: "Selected: Amara Andersson, amara.andersson@example.org, Example Corp, 1 of 54")
    terminal.send([0x1B, 0x5B, 0x42])
    try terminal.wait(
      forText: "Selected: Amara Castillo, amara.castillo@example.org, Café Müller, 2 of 54")
    terminal.send([0x0D])  // Enter: the card, as lines
    try terminal.wait(forText: "Card: Amara Castillo")
    try terminal.wait(forText: "Escape closes the card.")
    terminal.send([0x03])
    #expect(try terminal.waitForExit() == 0)
    // No full-screen redraw, no cursor addressing, no colour: lines, a carriage return and
    // a clear to the end of the line, and a move back to the caret.
    let output = String(decoding: terminal.output, as: UTF8.self)
    #expect(!output.contains("\u{1B}[2J"))
    #expect(!output.contains("\u{1B}[?1049h"))
    #expect(!output.contains(";1H") && !output.contains("\u{1B}[H"))
    #expect(!output.contains("\u{1B}[3"))  // no foreground colour
    #expect(sameSettings(terminal.settings(), before))
    #expect(terminal.screen.unexpectedOutput.isEmpty)
  }

  @Test func theEnvironmentTurnsItOnToo() throws {
    #expect(TerminalSession.asksForAccessibility(["FIELDWORK_ACCESSIBLE": "1"]))
    #expect(!TerminalSession.asksForAccessibility(["FIELDWORK_ACCESSIBLE": "0"]))
    #expect(!TerminalSession.asksForAccessibility(["FIELDWORK_ACCESSIBLE": ""]))
    #expect(!TerminalSession.asksForAccessibility([:]))
    var environment = EndToEndTests.isolated
    environment["FIELDWORK_ACCESSIBLE"] = "1"
    let terminal = try PseudoTerminal(
      EndToEndTests.executable("contacts-search"), rows: 20, columns: 100,
      environment: environment)
    try terminal.wait(forText: "Type to search")
    #expect(!terminal.screen.isAlternateScreen)
    terminal.send([0x03])
    #expect(try terminal.waitForExit() == 0)
  }

  /// In the full-screen mode, after every frame the terminal's cursor is at the caret (where
  /// a screen reader's review cursor and a braille display follow it), and a key writes only
  /// the cells it changed.
  @Test func theFullScreenModeKeepsTheCursorAtTheCaretAndWritesOnlyChanges() throws {
    let terminal = try PseudoTerminal(
      EndToEndTests.executable("contacts-search"), rows: 20, columns: 90,
      environment: EndToEndTests.isolated)
    try terminal.wait(forText: "contacts from")
    terminal.readUntilQuiet()
    let fullFrame = terminal.output.count  // the first frame draws every cell
    var previous = terminal.output.count
    var sizes: [Int] = []
    for (index, letter) in "mar".enumerated() {
      terminal.type(String(letter))
      // The frame is waited for by what it shows, not by a pause: a build under
      // ThreadSanitizer can take longer than the quiet period to answer a key.
      let caret = "Search ▸ ".count + index + 1
      try terminal.wait(for: "the caret after \"\(letter)\"") { $0.cursorColumn == caret }
      terminal.readUntilQuiet()
      sizes.append(terminal.output.count - previous)
      previous = terminal.output.count
      #expect(terminal.screen.cursorRow == 0)
      #expect(terminal.screen.cursorColumn == "Search ▸ ".count + index + 1)
      #expect(terminal.screen.isCursorVisible)
    }
    // Each of these keys changes the list's rows (their highlights) and the count: their
    // cells are written. A frame of every cell is more.
    #expect(
      sizes.count == 3 && fullFrame > 1_000, "bytes per key: \(sizes), full frame \(fullFrame)")
    // A space at the end matches the same contacts: only its cell, the caret and the
    // status line's figure are written.
    terminal.type(" ")
    try terminal.wait(for: "the caret after a space") { $0.cursorColumn == "Search ▸ mar ".count }
    terminal.readUntilQuiet()
    #expect(terminal.output.count - previous < 200)
    terminal.send([0x7F])  // and back
    try terminal.wait(for: "the caret after erasing") { $0.cursorColumn == "Search ▸ mar".count }
    terminal.readUntilQuiet()
    previous = terminal.output.count
    terminal.send([0x1B, 0x5B, 0x44])  // Left: only the cursor moves
    try terminal.wait(for: "the caret moved left") { $0.cursorColumn == "Search ▸ ma".count }
    terminal.readUntilQuiet()
    // The cursor's move, and the status line's new key→frame figure.
    #expect(terminal.output.count - previous < 200)
    #expect(terminal.screen.cursorColumn == "Search ▸ ma".count)
    terminal.send([0x03])
    _ = try terminal.waitForExit()
  }
}
