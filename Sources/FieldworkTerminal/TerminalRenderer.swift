/// Turns frames into the escape sequences that draw them, writing only what changed.
///
/// The first frame, and the first after ``invalidate()`` or a size change, clears the screen
/// and draws every cell. Later frames move the cursor to each run of changed cells and write
/// those cells only; an unchanged frame produces no output. A short gap of unchanged cells
/// between two changes of a row is written again when that takes fewer bytes than the cursor
/// move past it, as curses does: a pseudo-terminal hands a reader at most 4,095 bytes at a
/// time, and a frame longer than that reaches the terminal in two reads, not one. The
/// sequences used are CUP (`ESC [ row ; column H`), SGR (`ESC [ … m`), ED (`ESC [ 2 J`) and the cursor's visibility
/// (`ESC [ ? 25 l` / `h`): the only way Fieldwork's front end changes the terminal's
/// state, besides ``Terminal`` entering and leaving its modes.
public struct TerminalRenderer: Sendable {
  private var previous: Canvas?
  /// How each part of the screen looks (see ``Theme``). Changing it redraws everything.
  public var theme = Theme.standard {
    didSet { if theme != oldValue { invalidate() } }
  }
  /// How many colours the terminal shows: colours are downsampled to it, and dropped at
  /// ``ColorDepth/monochrome``. Changing it redraws everything.
  public var colorDepth = ColorDepth.sixteen {
    didSet { if colorDepth != oldValue { invalidate() } }
  }

  /// A renderer whose first frame redraws everything.
  public init(theme: Theme = .standard, colorDepth: ColorDepth = .sixteen) {
    self.theme = theme
    self.colorDepth = colorDepth
  }

  /// Makes the next frame a full redraw (after a resize, or when something else drew).
  public mutating func invalidate() {
    previous = nil
  }

  /// The output that turns the screen from the last frame into `canvas`: empty when
  /// nothing changed.
  public mutating func render(_ canvas: Canvas) -> String {
    var body = ""
    var style: CellStyle? = nil
    let full = previous.map { $0.rows != canvas.rows || $0.columns != canvas.columns } ?? true
    if full {
      body += "\u{1B}[0m\u{1B}[2J"
      style = []
    }
    for row in 0..<canvas.rows {
      let cells = canvas.cells[row]
      let old = full ? nil : previous?.cells[row]
      var column = 0
      while column < canvas.columns {
        if let old, old[column] == cells[column] {
          column += 1
          continue
        }
        // A run of changed cells, started on the left half of a two-column cluster.
        var start = column
        if start > 0, cells[start].text.isEmpty { start -= 1 }
        var end = column
        while end < canvas.columns, old.map({ $0[end] != cells[end] }) ?? true { end += 1 }
        if let old { end = Self.bridgingShortGaps(from: end, row: row, cells: cells, old: old) }
        if full {
          // The screen was cleared: trailing blanks need no drawing.
          while end > start, cells[end - 1] == .blank { end -= 1 }
          if end == start { break }
        }
        body += Self.cursorMove(row: row, column: start)
        for cell in cells[start..<end] where !cell.text.isEmpty {
          if style != cell.style {
            body += theme.sgr(for: cell.style, depth: colorDepth)
            style = cell.style
          }
          body += cell.text
        }
        column = max(end, column + 1)
      }
    }
    let cursorMoved = full || previous.map { !Self.sameCursor($0, canvas) } ?? true
    previous = canvas
    guard !body.isEmpty || cursorMoved else { return "" }
    var output = "\u{1B}[?25l" + body + "\u{1B}[0m"
    if let cursor = canvas.cursor {
      output += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
    }
    return output
  }

  /// The end of a run of changed cells that ends at `end`, taken on over each gap of unchanged
  /// cells that costs fewer bytes to write again than the cursor move past it (6 to 10 bytes),
  /// as curses does: a row whose new text shares a letter here and there with the old one is
  /// then written in one piece. A gap is only taken when its cells have the style the run
  /// ends in, so that it adds no style change.
  private static func bridgingShortGaps(
    from end: Int, row: Int, cells: [Cell], old: [Cell]
  ) -> Int {
    var end = end
    while end > 0, end < cells.count {
      let style = cells[end - 1].style
      // The gap, up to the next changed cell.
      var next = end
      var gapBytes = 0
      while next < cells.count, old[next] == cells[next] {
        gapBytes += cells[next].text.utf8.count
        // A cursor move is 10 bytes at most on a screen under 1,000 rows and columns.
        guard cells[next].style == style, gapBytes < 10 else { return end }
        next += 1
      }
      guard next < cells.count, gapBytes < cursorMove(row: row, column: next).utf8.count else {
        return end
      }
      end = next
      while end < cells.count, old[end] != cells[end] { end += 1 }
    }
    return end
  }

  /// The cursor move (CUP) to (`row`, `column`), counted from 0.
  private static func cursorMove(row: Int, column: Int) -> String {
    "\u{1B}[\(row + 1);\(column + 1)H"
  }

  private static func sameCursor(_ lhs: Canvas, _ rhs: Canvas) -> Bool {
    lhs.cursor?.row == rhs.cursor?.row && lhs.cursor?.column == rhs.cursor?.column
  }

}
