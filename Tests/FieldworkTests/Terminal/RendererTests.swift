import FieldworkTerminal
import FieldworkTerminalTesting
import FieldworkTesting
import Foundation
import Testing

@Suite struct RendererTests {
  @Test func theFirstFrameDrawsEverythingAndAnUnchangedFrameWritesNothing() {
    var renderer = TerminalRenderer()
    var canvas = Canvas(rows: 3, columns: 10)
    canvas.put("hello", row: 1, column: 2)
    var terminal = InMemoryTerminal(rows: 3, columns: 10)
    terminal.apply(renderer.render(canvas))
    #expect(terminal.lines == ["", "  hello", ""])
    #expect(renderer.render(canvas) == "")
  }

  @Test func aChangeWritesOnlyTheChangedCells() {
    var renderer = TerminalRenderer()
    var canvas = Canvas(rows: 2, columns: 20)
    canvas.put("Zoë Saldaña", row: 0, column: 0)
    canvas.put("status", row: 1, column: 0)
    var terminal = InMemoryTerminal(rows: 2, columns: 20)
    terminal.apply(renderer.render(canvas))
    canvas.put("Zoe", row: 0, column: 0)
    let output = renderer.render(canvas)
    // One cell changed ("ë" → "e"): the output moves there and writes it, nothing else.
    #expect(output == "\u{1B}[?25l\u{1B}[1;3H\u{1B}[0me\u{1B}[0m")
    terminal.apply(output)
    #expect(terminal.lines == ["Zoe Saldaña", "status"])
    #expect(terminal.unexpectedOutput.isEmpty)
  }

  @Test func wideClustersTakeTwoCellsAndOverwritingHalfClearsTheOther() {
    var canvas = Canvas(rows: 1, columns: 6)
    #expect(canvas.put("日本", row: 0, column: 0) == 4)
    #expect(canvas.cells[0].map(\.text) == ["日", "", "本", "", " ", " "])
    canvas.put("x", row: 0, column: 1)
    #expect(canvas.cells[0].map(\.text) == [" ", "x", "本", "", " ", " "])
    // A wide cluster that does not fit at the edge becomes a space.
    var edge = Canvas(rows: 1, columns: 3)
    #expect(edge.put("ab日", row: 0, column: 0) == 3)
    #expect(edge.text(ofRow: 0) == "ab ")
  }

  @Test func untrustedTextCannotDriveTheTerminal() {
    var renderer = TerminalRenderer()
    var canvas = Canvas(rows: 2, columns: 40)
    let hostile = "Eve\u{1B}]2;owned\u{7}\u{1B}[2J\u{9B}31m\u{202E}gnp.exe"
    canvas.put(hostile, row: 0, column: 0)
    let output = renderer.render(canvas)
    var terminal = InMemoryTerminal(rows: 2, columns: 40)
    terminal.apply(output)
    #expect(terminal.unexpectedOutput.isEmpty)
    #expect(terminal.line(0) == "Eve^[]2;owned^G^[[2J<U+009B>31m<U+202E>g")
    // The only escape sequences written are the renderer's own.
    #expect(!output.contains("\u{1B}]"))
    #expect(!output.unicodeScalars.contains("\u{7}"))
    #expect(!output.unicodeScalars.contains("\u{202E}"))
  }

  @Test func stylesReachTheScreen() {
    var renderer = TerminalRenderer()
    var canvas = Canvas(rows: 1, columns: 10)
    canvas.put("ab", row: 0, column: 0, style: [.inverse, .bold])
    canvas.put("c", row: 0, column: 2, style: .underline)
    canvas.cursor = (0, 3)
    var terminal = InMemoryTerminal(rows: 1, columns: 10)
    terminal.apply(renderer.render(canvas))
    #expect(terminal.style(row: 0, column: 1) == [.inverse, .bold])
    #expect(terminal.style(row: 0, column: 2) == .underline)
    #expect(terminal.cursorColumn == 3 && terminal.isCursorVisible)
  }

  @Test func aShortUnchangedGapIsWrittenAgainRatherThanMovedOver() {
    var renderer = TerminalRenderer()
    var canvas = Canvas(rows: 1, columns: 30)
    canvas.put("abcde a日b 0123456789x", row: 0, column: 0)
    var terminal = InMemoryTerminal(rows: 1, columns: 30)
    terminal.apply(renderer.render(canvas))

    // "b" between two changes: one byte again, where a cursor move takes six.
    canvas.put("xby", row: 0, column: 0)
    var output = renderer.render(canvas)
    #expect(output == "\u{1B}[?25l\u{1B}[1;1H\u{1B}[0mxby\u{1B}[0m")
    terminal.apply(output)
    #expect(terminal.line(0) == "xbyde a日b 0123456789x")

    // A two-column cluster in the gap is three bytes, written whole.
    canvas.put("A日B", row: 0, column: 6)
    output = renderer.render(canvas)
    #expect(output == "\u{1B}[?25l\u{1B}[1;7H\u{1B}[0mA日B\u{1B}[0m")
    terminal.apply(output)
    #expect(terminal.line(0) == "xbyde A日B 0123456789x")

    // Nine unchanged bytes cost more than the seven of the move past them: two moves.
    canvas.put("_", row: 0, column: 11)
    canvas.put("X", row: 0, column: 21)
    output = renderer.render(canvas)
    #expect(output == "\u{1B}[?25l\u{1B}[1;12H\u{1B}[0m_\u{1B}[1;22HX\u{1B}[0m")
    terminal.apply(output)
    #expect(terminal.line(0) == "xbyde A日B _123456789X")
  }

  @Test func aGapInAnotherStyleIsMovedOver() {
    var renderer = TerminalRenderer()
    var canvas = Canvas(rows: 1, columns: 10)
    canvas.put("abc", row: 0, column: 0)
    canvas.put("b", row: 0, column: 1, style: .highlight)
    var terminal = InMemoryTerminal(rows: 1, columns: 10)
    terminal.apply(renderer.render(canvas))
    canvas.put("x", row: 0, column: 0)
    canvas.put("y", row: 0, column: 2)
    let output = renderer.render(canvas)
    // Writing the highlighted "b" again would take two style changes: the cursor moves.
    #expect(output == "\u{1B}[?25l\u{1B}[1;1H\u{1B}[0mx\u{1B}[1;3Hy\u{1B}[0m")
    terminal.apply(output)
    #expect(terminal.line(0) == "xby")
    #expect(terminal.style(row: 0, column: 1) == .highlight)
  }

  /// Frames of random text, styles and two-column clusters, each changed at random from the
  /// last: the terminal that applies each frame's output shows that frame, cell for cell.
  @Test func everyDiffLeavesTheTerminalShowingTheFrame() {
    var random = SeededGenerator(seed: 38)
    let pieces = ["a", "b", " ", "é", "日", "ab", "Jos", "–", "👍"]
    let styles: [CellStyle] = [[], .highlight, .bold, .dim]
    var renderer = TerminalRenderer()
    var canvas = Canvas(rows: 4, columns: 16)
    var terminal = InMemoryTerminal(rows: 4, columns: 16)
    for _ in 0..<300 {
      for _ in 0..<Int.random(in: 1...6, using: &random) {
        canvas.put(
          pieces.randomElement(using: &random)!, row: Int.random(in: 0..<4, using: &random),
          column: Int.random(in: 0..<16, using: &random),
          style: styles.randomElement(using: &random)!)
      }
      terminal.apply(renderer.render(canvas))
      for row in 0..<4 {
        #expect(terminal.line(row) == canvas.text(ofRow: row).trimmingTrailingBlanks)
        for column in 0..<16 where !canvas.cells[row][column].text.isEmpty {
          #expect(terminal.style(row: row, column: column) == canvas.cells[row][column].style)
        }
      }
    }
  }

  @Test func aResizeRedrawsEverything() {
    var renderer = TerminalRenderer()
    var small = Canvas(rows: 1, columns: 5)
    small.put("abc", row: 0, column: 0)
    _ = renderer.render(small)
    var large = Canvas(rows: 2, columns: 8)
    large.put("abc", row: 0, column: 0)
    let output = renderer.render(large)
    #expect(output.contains("\u{1B}[2J"))
    var terminal = InMemoryTerminal(rows: 2, columns: 8)
    terminal.apply("junk")
    terminal.apply(output)
    #expect(terminal.lines == ["abc", ""])
  }
}

@MainActor @Suite struct TerminalDeviceTests {
  @Test func withoutATerminalNothingEntersRawMode() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    let terminal = Terminal(input: ends[0], output: ends[1])
    #expect(!terminal.isTTY)
    #expect(throws: TerminalError.notATerminal) { try terminal.enter() }
    #expect(!terminal.isActive)
    #expect(throws: TerminalError.notATerminal) {
      try TerminalSession(terminal: terminal).run(EmptyScreen())
    }
    // Nothing was written: not even the alternate-screen switch.
    var byte: UInt8 = 0
    _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
    #expect(read(ends[0], &byte, 1) == -1)
  }

  final class EmptyScreen: TerminalScreen {
    func draw(into canvas: inout Canvas) {}
    func handle(_ event: KeyEvent) -> KeyResult { .quit }
  }
}

extension String {
  fileprivate var trimmingTrailingBlanks: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
