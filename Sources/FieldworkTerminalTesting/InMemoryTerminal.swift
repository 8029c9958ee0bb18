import FieldworkTerminal

/// A terminal screen in memory: it applies the escape sequences FieldworkTerminal's
/// renderer writes, so a test can read what a person would see.
///
/// It understands cursor position (CUP), cursor back and forward (CUB, CUF), SGR attributes,
/// erase display (ED), erase line (EL), carriage return, line feed (scrolling at the bottom)
/// and backspace, the cursor's visibility, the alternate screen and bracketed paste modes.
/// Anything else — an unknown sequence, or another raw control character in the text — is
/// recorded in
/// ``unexpectedOutput`` and not applied: untrusted text that reached the terminal raw would
/// show up there.
///
/// ```swift
/// var terminal = InMemoryTerminal(rows: 2, columns: 10)
/// terminal.apply("\u{1B}[2;3HZoë")
/// terminal.lines      // ["", "  Zoë"]
/// ```
public struct InMemoryTerminal: Sendable {
  /// Rows.
  public private(set) var rows: Int
  /// Columns.
  public private(set) var columns: Int
  /// The cells, row by row (a two-column cluster leaves an empty continuation cell).
  public private(set) var cells: [[Cell]]
  /// The cursor's row and column, from 0.
  public private(set) var cursorRow = 0
  /// The cursor's column, from 0.
  public private(set) var cursorColumn = 0
  /// Whether the cursor is shown.
  public private(set) var isCursorVisible = true
  /// Whether the alternate screen is on.
  public private(set) var isAlternateScreen = false
  /// Whether bracketed paste is on.
  public private(set) var isBracketedPaste = false
  /// How many kitty keyboard protocol flag sets are pushed (`CSI > flags u`, popped by
  /// `CSI < u`).
  public private(set) var keyboardFlagsPushed = 0
  /// Whether mouse button reports (1000) are on.
  public private(set) var isMouseReporting = false
  /// Whether mouse reports use the SGR encoding (1006).
  public private(set) var isSGRMouse = false
  /// xterm's modifyOtherKeys level (`CSI > 4 ; level m`; `CSI > 4 m` resets it to 0).
  public private(set) var modifyOtherKeys = 0
  /// Sequences and control characters it did not apply, in the order they came.
  public private(set) var unexpectedOutput: [String] = []
  private var style: CellStyle = []
  private var foreground: TerminalColor?
  private var background: TerminalColor?
  /// The colours of the cells drawn with any, by `row * columns + column`.
  private var colors: [Int: (foreground: TerminalColor?, background: TerminalColor?)] = [:]

  /// A blank screen of `rows` × `columns`.
  public init(rows: Int = 24, columns: Int = 80) {
    self.rows = max(rows, 1)
    self.columns = max(columns, 1)
    cells = Array(
      repeating: Array(repeating: .blank, count: self.columns), count: self.rows)
  }

  /// Changes the size, keeping what fits (as a terminal does before the program redraws).
  public mutating func resize(rows: Int, columns: Int) {
    let old = cells
    self = InMemoryTerminal(rows: rows, columns: columns)
    for row in 0..<min(old.count, self.rows) {
      for column in 0..<min(old[row].count, self.columns) { cells[row][column] = old[row][column] }
    }
  }

  /// The text of each row, trailing blanks removed.
  public var lines: [String] { (0..<rows).map(line) }

  /// The text of `row`, trailing blanks removed.
  public func line(_ row: Int) -> String {
    guard row >= 0, row < rows else { return "" }
    var text = cells[row].map(\.text).joined()
    while text.last == " " { text.removeLast() }
    return text
  }

  /// The text colour of the cell at (`row`, `column`), or `nil` for the terminal's own. Kept
  /// until the cell is drawn again or cleared (a resize forgets every colour).
  public func foreground(row: Int, column: Int) -> TerminalColor? {
    colors[row * columns + column]?.foreground
  }

  /// The background of the cell at (`row`, `column`), or `nil` for the terminal's own.
  public func background(row: Int, column: Int) -> TerminalColor? {
    colors[row * columns + column]?.background
  }

  /// The style of the cell at (`row`, `column`).
  public func style(row: Int, column: Int) -> CellStyle {
    guard row >= 0, row < rows, column >= 0, column < columns else { return [] }
    return cells[row][column].style
  }

  /// The first row whose text contains `text`.
  public func row(containing text: String) -> Int? {
    (0..<rows).first { line($0).contains(text) }
  }

  /// Applies `output` as a terminal would.
  public mutating func apply(_ output: String) {
    var scalars = Array(output.unicodeScalars)[...]
    var text = String.UnicodeScalarView()
    func flushText() {
      if !text.isEmpty { draw(String(text)) }
      text.removeAll()
    }
    while let scalar = scalars.popFirst() {
      if scalar == "\u{1B}" {
        flushText()
        applyEscape(&scalars)
      } else if scalar == "\r" {
        flushText()
        cursorColumn = 0
      } else if scalar == "\n" {
        flushText()
        lineFeed()
      } else if scalar == "\u{08}" {
        flushText()
        cursorColumn = max(cursorColumn - 1, 0)
      } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        flushText()
        unexpectedOutput.append(String(scalar))
      } else {
        text.append(scalar)
      }
    }
    flushText()
  }

  /// Moves the cursor down a row, scrolling the screen up a line at the bottom, as a line
  /// feed does (the cursor keeps its column: raw mode sends no carriage return with it).
  private mutating func lineFeed() {
    guard cursorRow == rows - 1 else {
      cursorRow += 1
      return
    }
    cells.removeFirst()
    cells.append(Array(repeating: .blank, count: columns))
    var moved: [Int: (foreground: TerminalColor?, background: TerminalColor?)] = [:]
    for (key, value) in colors where key >= columns { moved[key - columns] = value }
    colors = moved
  }

  private mutating func paint(row: Int, column: Int) {
    let key = row * columns + column
    if foreground == nil && background == nil {
      colors[key] = nil
    } else {
      colors[key] = (foreground, background)
    }
  }

  private mutating func draw(_ text: String) {
    for character in text {
      let width = DisplayWidth.of(character)
      guard width > 0 else { continue }
      if cursorColumn + width > columns {
        cursorColumn = 0
        cursorRow = min(cursorRow + 1, rows - 1)
      }
      cells[cursorRow][cursorColumn] = Cell(String(character), style: style)
      paint(row: cursorRow, column: cursorColumn)
      if width == 2, cursorColumn + 1 < columns {
        cells[cursorRow][cursorColumn + 1] = Cell("", style: style)
        paint(row: cursorRow, column: cursorColumn + 1)
      }
      cursorColumn = min(
        cursorColumn + width, columns - 1 + (cursorColumn + width == columns ? 1 : 0))
    }
  }

  private mutating func applyEscape(_ scalars: inout ArraySlice<Unicode.Scalar>) {
    guard scalars.first == "[" else {
      unexpectedOutput.append("ESC" + (scalars.popFirst().map { String($0) } ?? ""))
      return
    }
    scalars.removeFirst()
    var parameters = ""
    while let scalar = scalars.first, (0x20...0x3F).contains(scalar.value) {
      parameters.unicodeScalars.append(scalar)
      scalars.removeFirst()
    }
    guard let final = scalars.popFirst() else {
      unexpectedOutput.append("ESC[" + parameters)
      return
    }
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }
    switch (final, parameters) {
    case ("H", _):
      cursorRow = min(max((numbers.first ?? 1) - 1, 0), rows - 1)
      cursorColumn = min(max((numbers.count > 1 ? numbers[1] : 1) - 1, 0), columns - 1)
    case ("u", let parameters) where parameters.hasPrefix(">"):
      keyboardFlagsPushed += 1
    case ("u", let parameters) where parameters.hasPrefix("<"):
      keyboardFlagsPushed = max(keyboardFlagsPushed - 1, 0)
    case ("m", ">4"): modifyOtherKeys = 0
    case ("m", let parameters) where parameters.hasPrefix(">4;"):
      modifyOtherKeys = Int(parameters.dropFirst(3)) ?? 0
    case ("m", _):
      var position = 0
      while position < numbers.count {
        let code = numbers[position]
        position += 1
        switch code {
        case 0:
          style = []
          foreground = nil
          background = nil
        case 1: style.insert(.bold)
        case 2: style.insert(.dim)
        case 4: style.insert(.underline)
        case 7: style.insert(.inverse)
        case 30...37:
          foreground = .named(code - 30)
          // The standard theme's match colour reads back as a match.
          if code == 33 { style.insert(.highlight) }
        case 90...97: foreground = .named(code - 90 + 8)
        case 39: foreground = nil
        case 40...47:
          background = .named(code - 40)
          // The standard theme's match colour reads back as a match.
          if code == 43 { style.insert(.highlight) }
        case 100...107: background = .named(code - 100 + 8)
        case 49: background = nil
        case 38, 48:
          var color: TerminalColor?
          if position < numbers.count, numbers[position] == 5, position + 1 < numbers.count {
            color = .indexed(numbers[position + 1])
            position += 2
          } else if position < numbers.count, numbers[position] == 2,
            position + 3 < numbers.count
          {
            let (r, g, b) = (numbers[position + 1], numbers[position + 2], numbers[position + 3])
            color = .rgb(UInt8(clamping: r), UInt8(clamping: g), UInt8(clamping: b))
            position += 4
          }
          guard let color else {
            unexpectedOutput.append("ESC[\(parameters)m")
            position = numbers.count
            break
          }
          if code == 38 { foreground = color } else { background = color }
        default: unexpectedOutput.append("ESC[\(parameters)m")
        }
      }
    case ("J", "2"):
      cells = Array(repeating: Array(repeating: .blank, count: columns), count: rows)
      colors = [:]
    case ("D", _):
      cursorColumn = max(cursorColumn - max(numbers.first ?? 1, 1), 0)
    case ("C", _):
      cursorColumn = min(cursorColumn + max(numbers.first ?? 1, 1), columns - 1)
    case ("K", _):
      for column in cursorColumn..<columns {
        cells[cursorRow][column] = .blank
        colors[cursorRow * columns + column] = nil
      }
    case ("l", "?25"): isCursorVisible = false
    case ("h", "?25"): isCursorVisible = true
    case ("h", "?1049"):
      isAlternateScreen = true
      cells = Array(repeating: Array(repeating: .blank, count: columns), count: rows)
      colors = [:]
    case ("l", "?1049"): isAlternateScreen = false
    case ("h", "?1000"): isMouseReporting = true
    case ("l", "?1000"): isMouseReporting = false
    case ("h", "?1006"): isSGRMouse = true
    case ("l", "?1006"): isSGRMouse = false
    case ("h", "?2004"): isBracketedPaste = true
    case ("l", "?2004"): isBracketedPaste = false
    default:
      unexpectedOutput.append("ESC[" + parameters + String(final))
    }
  }
}
