import FieldworkTerminal
import FieldworkTerminalTesting
import Testing

/// ``Theme``, ``ColorDepth`` and ``TerminalColor``: what each part looks like at each depth,
/// detection from the environment, and the renderer's diff with colours.
@Suite struct ThemeTests {
  @Test func theStandardThemeDrawsAsBefore() {
    let theme = Theme.standard
    #expect(theme.sgr(for: [], depth: .sixteen) == "\u{1B}[0m")
    #expect(theme.sgr(for: [.highlight, .bold], depth: .sixteen) == "\u{1B}[0;1;33m")
    #expect(theme.sgr(for: .selection, depth: .sixteen) == "\u{1B}[0;7m")
    #expect(theme.sgr(for: .placeholder, depth: .sixteen) == "\u{1B}[0;2m")
    #expect(theme.sgr(for: .marked, depth: .sixteen) == "\u{1B}[0;4m")
    #expect(theme.sgr(for: .status, depth: .sixteen) == "\u{1B}[0;7m")
    #expect(theme.sgr(for: .error, depth: .sixteen) == "\u{1B}[0;1;31m")
    // An error inside the status line keeps the status line's attributes and takes red.
    #expect(theme.sgr(for: [.error, .status], depth: .sixteen) == "\u{1B}[0;1;7;31m")
  }

  @Test func monochromeDropsColoursAndKeepsPartsVisible() {
    #expect(Theme.standard.sgr(for: .highlight, depth: .monochrome) == "\u{1B}[0;1;4m")
    #expect(Theme.standard.sgr(for: .error, depth: .monochrome) == "\u{1B}[0;1;7m")
    #expect(Theme.monochrome.sgr(for: .highlight, depth: .trueColor) == "\u{1B}[0;1;4m")
    // Every part differs from plain text without colour.
    for part: CellStyle in [.placeholder, .selection, .marked, .highlight, .error, .status] {
      #expect(Theme.standard.sgr(for: part, depth: .monochrome) != "\u{1B}[0m")
    }
  }

  @Test func coloursAreDownsampledToTheDepth() {
    var theme = Theme.standard
    theme.highlight = Appearance(foreground: .rgb(255, 135, 0), background: .indexed(236))
    #expect(theme.sgr(for: .highlight, depth: .trueColor) == "\u{1B}[0;38;2;255;135;0;48;5;236m")
    #expect(theme.sgr(for: .highlight, depth: .indexed256) == "\u{1B}[0;38;5;208;48;5;236m")
    // Orange is nearest xterm's yellow (205, 205, 0); grey 236 nearest black.
    #expect(theme.sgr(for: .highlight, depth: .sixteen) == "\u{1B}[0;33;40m")
    theme.error = Appearance(foreground: .named(9))
    #expect(theme.sgr(for: .error, depth: .sixteen) == "\u{1B}[0;91m")
    #expect(theme.sgr(for: .error, depth: .indexed256) == "\u{1B}[0;91m")
  }

  @Test func theDepthComesFromTheEnvironment() {
    #expect(ColorDepth.detect(environment: [:]) == .sixteen)
    #expect(ColorDepth.detect(environment: ["TERM": "xterm-256color"]) == .indexed256)
    #expect(
      ColorDepth.detect(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"])
        == .trueColor)
    #expect(ColorDepth.detect(environment: ["COLORTERM": "24bit"]) == .trueColor)
    #expect(
      ColorDepth.detect(environment: ["TERM": "dumb", "COLORTERM": "truecolor"]) == .monochrome)
    // no-color.org: set and not empty.
    #expect(
      ColorDepth.detect(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]) == .monochrome)
    #expect(
      ColorDepth.detect(environment: ["NO_COLOR": "", "TERM": "xterm-256color"]) == .indexed256)
  }

  @Test func theDiffIsTheSameInAnyThemeAndAThemeChangeRedraws() {
    var canvas = Canvas(rows: 2, columns: 10)
    canvas.put("match", row: 0, column: 0, style: .highlight)
    var renderer = TerminalRenderer(colorDepth: .trueColor)
    var terminal = InMemoryTerminal(rows: 2, columns: 10)
    terminal.apply(renderer.render(canvas))
    #expect(terminal.foreground(row: 0, column: 0) == .yellow)
    #expect(renderer.render(canvas).isEmpty)  // nothing changed: nothing written
    var theme = Theme.standard
    theme.highlight = Appearance(foreground: .rgb(1, 2, 3))
    renderer.theme = theme
    let redraw = renderer.render(canvas)
    #expect(redraw.contains("\u{1B}[2J"))  // everything, in the new colours
    terminal.apply(redraw)
    #expect(terminal.foreground(row: 0, column: 0) == .rgb(1, 2, 3))
    #expect(terminal.unexpectedOutput.isEmpty)
  }
}
