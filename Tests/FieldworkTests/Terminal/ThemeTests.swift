import Fieldwork
import FieldworkTerminal
import FieldworkTerminalTesting
import Testing

/// ``Theme``, ``ColorDepth`` and ``TerminalColor``: what each part looks like at each depth,
/// detection from the environment, and the renderer's diff with colours.
@Suite struct ThemeTests {
  @Test func theStandardThemesParts() {
    let theme = Theme.standard
    #expect(theme.sgr(for: [], depth: .sixteen) == "\u{1B}[0m")
    #expect(theme.sgr(for: [.highlight, .bold], depth: .sixteen) == "\u{1B}[0;1;30;43m")
    #expect(theme.sgr(for: .selection, depth: .sixteen) == "\u{1B}[0;7m")
    #expect(theme.sgr(for: .placeholder, depth: .sixteen) == "\u{1B}[0;2m")
    #expect(theme.sgr(for: .marked, depth: .sixteen) == "\u{1B}[0;4m")
    #expect(theme.sgr(for: .status, depth: .sixteen) == "\u{1B}[0;7m")
    #expect(theme.sgr(for: .error, depth: .sixteen) == "\u{1B}[0;1;97;41m")
    // An error inside the status line keeps the status line's attributes and takes red.
    #expect(theme.sgr(for: [.error, .status], depth: .sixteen) == "\u{1B}[0;1;7;97;41m")
  }

  /// Every coloured part of the shipped themes sets both its colours, and they meet WCAG
  /// 2.x's 4.5:1 at every depth, in xterm's palette; with NO_COLOR there is no colour at all.
  @Test func theThemesMeetTheContrastRule() {
    for theme in [Theme.standard, .monochrome] {
      let parts = [
        theme.placeholder, theme.selection, theme.marked, theme.highlight, theme.error,
        theme.status,
      ]
      for part in parts where part.foreground != nil || part.background != nil {
        for depth in [ColorDepth.sixteen, .indexed256, .trueColor] {
          guard let foreground = part.foreground?.shownRGB(at: depth),
            let background = part.background?.shownRGB(at: depth)
          else {
            Issue.record(
              "\(part) sets one colour only: its contrast on the terminal's own is unknown")
            continue
          }
          func unit(_ color: (red: UInt8, green: UInt8, blue: UInt8)) -> (
            red: Double, green: Double, blue: Double
          ) {
            (Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255)
          }
          let ratio = ContrastRatio.ratio(unit(foreground), unit(background))
          #expect(ratio >= 4.5, "\(part) at \(depth): \(ratio)")
        }
        #expect(part.foreground?.shownRGB(at: .monochrome) == nil)
      }
    }
    let noColor = ColorDepth.detect(environment: ["NO_COLOR": "1", "TERM": "xterm-256color"])
    for part: CellStyle in [.placeholder, .selection, .marked, .highlight, .error, .status] {
      let codes = Theme.standard.sgr(for: part, depth: noColor).dropFirst(2).dropLast()
        .split(separator: ";").compactMap { Int($0) }
      #expect(!codes.contains { (30...49).contains($0) || (90...107).contains($0) })
    }
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
    #expect(terminal.background(row: 0, column: 0) == .yellow)
    #expect(terminal.foreground(row: 0, column: 0) == .black)
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
