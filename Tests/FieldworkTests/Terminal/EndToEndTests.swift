import FieldworkTerminalTesting
import FieldworkTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Each example under a real pseudo-terminal opened by the test: keys in, screen out, and the
/// terminal's settings afterwards equal to those before.
@Suite(.serialized) struct EndToEndTests {
  static func executable(_ name: String) -> String {
    var url = ExampleTests.productsDirectory.appendingPathComponent(name)
    if !FileManager.default.fileExists(atPath: url.path) {
      url = ExampleTests.productsDirectory.deletingLastPathComponent().appendingPathComponent(name)
    }
    return url.path
  }

  /// Where the examples keep state during a test (searches, to-dos): a folder of the test's
  /// own, never the home folder.
  static let isolated: [String: String] = {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("fieldwork-e2e-\(UUID().uuidString)").path
    return ["XDG_STATE_HOME": folder, "XDG_DATA_HOME": folder]
  }()

  func expectRestored(_ terminal: PseudoTerminal, before: termios) {
    #expect(sameSettings(terminal.settings(), before), "the terminal's settings were not restored")
    #expect(!terminal.screen.isAlternateScreen)
    #expect(!terminal.screen.isBracketedPaste)
    #expect(terminal.screen.isCursorVisible)
  }

  @Test func contactsSearchFindsAsYouTypeAndRestoresOnCtrlC() throws {
    let terminal = try PseudoTerminal(
      Self.executable("contacts-search"), rows: 20, columns: 90, environment: Self.isolated)
    let before = terminal.initialSettings
    try terminal.wait(forText: "contacts from the bundled contacts.vcf")
    #expect(terminal.screen.isAlternateScreen)
    #expect(!sameSettings(terminal.settings(), before))  // raw mode is on
    terminal.type("zoe sal")
    try terminal.wait(forText: "1 of 1158 contacts match")
    #expect(terminal.screen.line(2).hasPrefix("  Zoë Saldaña"))
    // Arrow keys are keys, not text: Left twice and a letter edit inside the query.
    terminal.send([0x1B, 0x5B, 0x44, 0x1B, 0x5B, 0x44])
    terminal.type("x")
    try terminal.wait(forText: "Search ▸ zoe sxal")
    terminal.send([0x7F])  // backspace
    try terminal.wait(forText: "1 of 1158 contacts match")
    terminal.send([0x03])  // Ctrl-C
    let status = try terminal.waitForExit()
    #expect(status == 0)
    expectRestored(terminal, before: before)
    #expect(terminal.screen.unexpectedOutput.isEmpty)
  }

  /// The README's screen of `contacts-search` after `mar`, at 90 × 12, is what the program
  /// draws, row for row, but for the frame's own cost: the README cannot drift from it.
  @Test func theReadmesScreenIsWhatTheProgramDraws() throws {
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "```text\nSearch ▸ mar"))
    let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
    let shown = readme[readme.index(start.lowerBound, offsetBy: 8)..<end.lowerBound]
      .split(separator: "\n").map(String.init)
    let terminal = try PseudoTerminal(
      Self.executable("contacts-search"), rows: 12, columns: 90, environment: Self.isolated)
    try terminal.wait(forText: "contacts from")
    terminal.type("mar")
    try terminal.wait(forText: "key→frame")
    terminal.readUntilQuiet()
    func withoutCost(_ line: String) -> String {
      var line = line
      if let cost = line.range(of: "key→frame") { line = String(line[..<cost.lowerBound]) }
      return String(line.reversed().drop { $0 == " " }.reversed())
    }
    #expect(shown.count == 12)
    #expect(terminal.screen.lines.map(withoutCost) == shown.map(withoutCost))
    terminal.send([0x03])  // Ctrl-C
    _ = try terminal.waitForExit()
  }

  /// The status line shows the cost of the frame it is in: none before any key, then a
  /// figure for the very first key (it once showed the previous key's, so 0.00 for the
  /// first), at most the time this test measured from writing the key to its frame's last
  /// byte.
  @Test func theStatusLineTimesTheFrameItIsIn() throws {
    let terminal = try PseudoTerminal(
      Self.executable("contacts-search"), rows: 12, columns: 90, environment: Self.isolated)
    try terminal.wait(forText: "contacts from")
    terminal.readUntilQuiet()
    #expect(!terminal.screen.line(11).contains("key→frame"))
    terminal.type("z")
    try terminal.wait(forText: "key→frame")
    terminal.readUntilQuiet()
    let sent = try #require(terminal.lastInputTime)
    let arrived = try #require(terminal.lastOutputTime)
    // Not a time limit: the program's own figure must not exceed what was seen outside.
    let measured = arrived - sent
    let line = terminal.screen.line(11)
    let figure = try #require(
      line.range(of: "key→frame ").flatMap { range in
        Double(line[range.upperBound...].prefix { $0.isNumber || $0 == "." })
      }, "no figure in \(line.debugDescription)")
    #expect(figure > 0)
    #expect(
      figure <= Double(measured.components.attoseconds) / 1e15 + Double(measured.components.seconds)
        * 1000)
    terminal.send([0x03])
    #expect(try terminal.waitForExit() == 0)
  }

  /// A submitted search is remembered in the file named, privately, and the next run recalls
  /// it with Ctrl-P and finds it with Ctrl-R.
  @Test func contactsSearchRemembersSearchesBetweenRuns() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("searches-\(UUID().uuidString)").path
    let file = folder + "/searches"
    let first = try PseudoTerminal(
      Self.executable("contacts-search"), arguments: ["--history", file], rows: 12, columns: 90)
    try first.wait(forText: "contacts from")
    first.type("zoe sal")
    try first.wait(forText: "1 of 1158 contacts match")
    first.type("\r")  // the search button
    try first.wait(for: "the submitted search") { $0.line(0).hasSuffix("[Cancel: Esc]") }
    first.send([0x03])
    #expect(try first.waitForExit() == 0)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "zoe sal\n")
    var status = stat()
    #expect(stat(file, &status) == 0 && status.st_mode & 0o777 == 0o600)

    let second = try PseudoTerminal(
      Self.executable("contacts-search"), arguments: ["--history", file], rows: 12, columns: 90)
    try second.wait(forText: "contacts from")
    second.send([0x10])  // Ctrl-P
    try second.wait(forText: "Search ▸ zoe sal")
    try second.wait(forText: "1 of 1158 contacts match")
    second.send([0x15])  // Ctrl-U: empty again
    try second.wait(forText: "1158 contacts from")
    second.send([0x12])  // Ctrl-R
    second.type("sal")
    try second.wait(forText: "history “sal”: zoe sal")
    second.send([0x03])
    #expect(try second.waitForExit() == 0)
  }

  /// On a fresh machine the state folder does not exist: the first save makes it, private
  /// (0700), as shells make theirs. A save that fails anyway says so in the status line,
  /// never over the search field.
  @Test(.disabled(if: ThreadSanitizer.isRunning, "it starts processes"))
  func contactsSearchMakesItsStateFolderAndReportsAFailedSave() throws {
    let folder = try TemporaryFolder()
    let state = folder.path + "/fresh/state"  // neither folder exists
    let first = try PseudoTerminal(
      Self.executable("contacts-search"), rows: 12, columns: 100,
      environment: ["XDG_STATE_HOME": state])
    try first.wait(forText: "contacts from")
    first.type("zoe\r")
    try first.wait(for: "the submitted search") { $0.line(0).hasSuffix("[Cancel: Esc]") }
    first.send([0x03])
    #expect(try first.waitForExit() == 0)
    let file = state + "/fieldwork/contacts-search-searches"
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "zoe\n")
    for made in [folder.path + "/fresh", state, state + "/fieldwork"] {
      var status = stat()
      #expect(stat(made, &status) == 0 && status.st_mode & 0o777 == 0o700, "\(made)")
    }

    // A history that is a link to nowhere loads as empty, and is never written through (a
    // save would have to guess where): the save fails, whoever runs the test (root too).
    let link = folder.path + "/searches-link"
    symlink(folder.path + "/missing/searches", link)
    let second = try PseudoTerminal(
      Self.executable("contacts-search"), arguments: ["--history", link], rows: 12,
      columns: 100, environment: Self.isolated)
    try second.wait(forText: "contacts from")
    second.type("zoe\r")
    try second.wait(forText: "searches not saved")
    #expect(second.screen.row(containing: "searches not saved") == 11)
    #expect(second.screen.line(0).hasPrefix("Search  zoe "))  // the field's line, intact
    second.send([0x03])
    #expect(try second.waitForExit() == 0)
  }

  /// With `--enhanced-keys` the program asks for the kitty protocol and modifyOtherKeys,
  /// understands keys in that encoding (Ctrl-C as `CSI 99;5u` still quits) and turns both
  /// off on the way out.
  @Test func enhancedKeysAreRequestedDecodedAndTurnedOffAgain() throws {
    let terminal = try PseudoTerminal(
      Self.executable("contacts-search"), arguments: ["--enhanced-keys"], rows: 12, columns: 90,
      environment: Self.isolated)
    let before = terminal.initialSettings
    try terminal.wait(forText: "contacts from")
    #expect(terminal.screen.keyboardFlagsPushed == 1)
    #expect(terminal.screen.modifyOtherKeys == 2)
    terminal.type("\u{1B}[122;2u")  // Shift-z, reported: "Z"
    try terminal.wait(forText: "Search ▸ Z")
    terminal.type("\u{1B}[99;5u")  // Ctrl-C
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.screen.keyboardFlagsPushed == 0)
    #expect(terminal.screen.modifyOtherKeys == 0)
    expectRestored(terminal, before: before)
    #expect(terminal.screen.unexpectedOutput.isEmpty)
  }

  /// With `--mouse` the program takes the mouse (SGR reports), a click selects a contact,
  /// and the reports are turned off on the way out.
  @Test func theMouseIsTakenOnlyWhenAskedAndGivenBack() throws {
    let plain = try PseudoTerminal(
      Self.executable("contacts-search"), rows: 12, columns: 90, environment: Self.isolated)
    try plain.wait(forText: "contacts from")
    #expect(!plain.screen.isMouseReporting)  // off by default: the terminal's selection works
    plain.send([0x03])
    #expect(try plain.waitForExit() == 0)

    let terminal = try PseudoTerminal(
      Self.executable("contacts-search"), arguments: ["--mouse"], rows: 12, columns: 90,
      environment: Self.isolated)
    try terminal.wait(forText: "contacts from")
    #expect(terminal.screen.isMouseReporting && terminal.screen.isSGRMouse)
    terminal.type("\u{1B}[<0;5;4M\u{1B}[<0;5;4m")  // a click on the second row of the list
    try terminal.wait(for: "the clicked row selected") { $0.line(3).hasPrefix("› ") }
    terminal.send([0x03])
    #expect(try terminal.waitForExit() == 0)
    #expect(!terminal.screen.isMouseReporting && !terminal.screen.isSGRMouse)
    #expect(terminal.screen.unexpectedOutput.isEmpty)
  }

  @Test func aPausedPasteArrivesWholeAndALoneEscapeCancels() throws {
    let terminal = try PseudoTerminal(
      Self.executable("contacts-search"), rows: 12, columns: 90, environment: Self.isolated)
    try terminal.wait(forText: "contacts from")
    terminal.type("\u{1B}[200~zoe")
    Thread.sleep(forTimeInterval: 0.2)  // longer than the Escape timeout: still one paste
    // A pasted line break is a space in a one-line field, never the search key.
    terminal.type("\rsal\u{1B}[201~")
    try terminal.wait(forText: "1 of 1158 contacts match")
    #expect(terminal.screen.line(0).hasPrefix("Search ▸ zoe sal"))
    terminal.type("\u{1B}")  // Escape alone: after the timeout, the cancel button
    try terminal.wait(forText: "1158 contacts from the bundled contacts.vcf")
    terminal.send([0x03])
    #expect(try terminal.waitForExit() == 0)
  }

  @Test func aResizeRedrawsAtTheNewSize() throws {
    let terminal = try PseudoTerminal(
      Self.executable("contacts-search"), rows: 10, columns: 60, environment: Self.isolated)
    try terminal.wait(forText: "contacts from")
    #expect(terminal.screen.line(9).contains("Ctrl-C"))
    terminal.resize(rows: 14, columns: 100)
    try terminal.wait(for: "the status line on the new last row") { screen in
      screen.line(13).contains("Ctrl-C") && !screen.line(9).contains("Ctrl-C")
    }
    terminal.send([0x03])
    #expect(try terminal.waitForExit() == 0)
  }

  @Test func sigtermRestoresTheTerminal() throws {
    let terminal = try PseudoTerminal(
      Self.executable("contacts-search"), environment: Self.isolated)
    let before = terminal.initialSettings
    try terminal.wait(forText: "contacts from")
    kill(terminal.pid, SIGTERM)
    let status = try terminal.waitForExit()
    #expect(status & 0x7F == SIGTERM)  // killed by the signal, as its default action does
    expectRestored(terminal, before: before)
  }

  @Test func aCrashRestoresTheTerminal() throws {
    let terminal = try PseudoTerminal(
      Self.executable("contacts-search"), environment: Self.isolated)
    let before = terminal.initialSettings
    try terminal.wait(forText: "contacts from")
    kill(terminal.pid, SIGSEGV)
    let status = try terminal.waitForExit()
    // Killed by the signal; under a sanitizer, its own crash handler (to which ours hands the
    // signal on) reports and exits with an error code instead.
    #expect(status & 0x7F == SIGSEGV || (status & 0x7F == 0 && (status >> 8) & 0xFF != 0))
    expectRestored(terminal, before: before)
  }

  @Test func todoSearchAddsCompletesAndPersists() throws {
    let folder = try TemporaryFolder()
    let file = folder.path + "/todos.json"
    let terminal = try PseudoTerminal(
      Self.executable("todo-search"), arguments: ["--file", file], environment: Self.isolated)
    let before = terminal.initialSettings
    try terminal.wait(forText: "Add ▸")
    terminal.type("Buy milk\r")
    try terminal.wait(forText: "[ ] Buy milk")
    terminal.type("Call mom\r\t\t")  // two to-dos, then Tab Tab: the list
    try terminal.wait(forText: "Space done")
    terminal.type(" ")
    try terminal.wait(forText: "[x] Buy milk")
    terminal.type("n")  // the note of "Buy milk", in the text area
    try terminal.wait(forText: "Escape or Tab done")
    terminal.type("oat\rnot cow")  // Enter is a new line
    try terminal.wait(forText: "not cow")
    terminal.send([0x03])  // quitting keeps the note being edited
    #expect(try terminal.waitForExit() == 0)
    expectRestored(terminal, before: before)
    let saved = try String(contentsOfFile: file, encoding: .utf8)
    #expect(saved.contains("\"title\" : \"Call mom\""))
    #expect(saved.contains("\"isDone\" : true"))
    #expect(saved.contains("\"note\" : \"oat\\nnot cow\""))
  }

  /// Ctrl-X Ctrl-E in a note runs `$EDITOR` on the terminal in its own modes (cooked, the
  /// main screen), then takes the text back and redraws the whole screen.
  @Test(.disabled(if: ThreadSanitizer.isRunning, "it starts processes"))
  func todoSearchEditsANoteInTheEditor() throws {
    let folder = try TemporaryFolder()
    let file = folder.path + "/todos.json"
    let editor = folder.path + "/editor"
    // The editor notes the terminal's modes while it runs, then adds a line.
    try """
    #!/bin/sh
    stty -a > "\(folder.path)/modes"
    printf '\\nfrom the editor' >> "$1"
    """.write(toFile: editor, atomically: true, encoding: .utf8)
    var environment = Self.isolated
    // Handed to `/bin/sh`, not executed: a process another test forks while the file is
    // written keeps it open for writing, and executing it then fails ("text file busy").
    environment["VISUAL"] = "/bin/sh '\(editor)'"
    let terminal = try PseudoTerminal(
      Self.executable("todo-search"), arguments: ["--file", file], environment: environment)
    let before = terminal.initialSettings
    try terminal.wait(forText: "Add ▸")
    terminal.type("Buy milk\r\t\t")
    try terminal.wait(forText: "Space done")
    terminal.type("n")
    try terminal.wait(forText: "Ctrl-X Ctrl-E editor")
    terminal.type("oat")
    try terminal.wait(forText: "oat")
    terminal.send([0x18, 0x05])  // Ctrl-X Ctrl-E
    try terminal.wait(forText: "from the editor")
    #expect(terminal.screen.isAlternateScreen)
    #expect(terminal.screen.row(containing: "Note · Buy milk") != nil)  // redrawn whole
    let modes = try String(contentsOfFile: folder.path + "/modes", encoding: .utf8)
      .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" })
    #expect(modes.contains("icanon") && modes.contains("echo"))
    terminal.send([0x1F])  // Ctrl-_: one undo takes the editor's change back
    try terminal.wait(for: "the undo") { $0.row(containing: "from the editor") == nil }
    terminal.send([0x03])
    #expect(try terminal.waitForExit() == 0)
    expectRestored(terminal, before: before)
    #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\"note\" : \"oat\""))
  }

  @Test func customTextFieldMovesFocusAndLogsHooks() throws {
    let terminal = try PseudoTerminal(Self.executable("custom-text-field"))
    let before = terminal.initialSettings
    try terminal.wait(forText: "Sign up")
    terminal.type("Ada\t")
    try terminal.wait(forText: "name: didEndEditing \"Ada\"")
    terminal.type("ada@x")
    try terminal.wait(forText: "needs name@domain.tld")
    terminal.type(".org\r")
    try terminal.wait(forText: "email: shouldReturn")
    terminal.type("secret12")
    try terminal.wait(forText: "password: didChange (8 characters)")
    #expect(terminal.screen.row(containing: "secret") == nil)
    terminal.send([0x03])
    #expect(try terminal.waitForExit() == 0)
    expectRestored(terminal, before: before)
  }

  @Test func withoutATerminalNothingIsChangedAndQueriesAreAnswered() throws {
    let output = try ExampleTests.run("contacts-search", input: "jose mu\n")
    #expect(output.contains("José Müller <jose.muller@example.org"))
    #expect(!output.contains("\u{1B}"))
  }
}
