/// A frame being drawn: a grid of cells and where the caret goes.
///
/// Widgets draw into a canvas; ``TerminalRenderer`` turns the difference between two canvases
/// into escape sequences. Every string drawn with ``put(_:row:column:style:width:)`` is made
/// safe with ``VisibleText`` first, so data can never drive the terminal.
public struct Canvas: Equatable, Sendable {
  /// The size in rows and columns.
  public let rows: Int
  /// The size in columns.
  public let columns: Int
  /// The cells, row by row.
  public private(set) var cells: [[Cell]]
  /// Where the caret is shown, or `nil` to hide it.
  public var cursor: (row: Int, column: Int)? {
    get { cursorStorage.map { ($0.row, $0.column) } }
    set { cursorStorage = newValue.map { Position(row: $0.row, column: $0.column) } }
  }

  private struct Position: Equatable, Sendable {
    var row: Int
    var column: Int
  }
  private var cursorStorage: Position?

  /// A blank canvas of `rows` × `columns` cells (negative sizes count as 0).
  public init(rows: Int, columns: Int) {
    self.rows = max(rows, 0)
    self.columns = max(columns, 0)
    cells = Array(repeating: Array(repeating: .blank, count: self.columns), count: self.rows)
  }

  /// Draws `text` from (`row`, `column`) in at most `width` columns (to the right edge when
  /// `nil`), made safe with ``VisibleText``; made-visible characters are drawn dim. A
  /// two-column cluster that does not fit is replaced by a space.
  ///
  /// - Returns: The columns drawn.
  @discardableResult
  public mutating func put(
    _ text: some StringProtocol, row: Int, column: Int, style: CellStyle = [], width: Int? = nil
  ) -> Int {
    guard row >= 0, row < rows, column >= 0, column < columns else { return 0 }
    let limit = min(columns, column + max(width ?? columns, 0))
    // The row is drawn in place, taken out of the grid while it is: one uniqueness check for
    // the text rather than one for every cell.
    var line: [Cell] = []
    swap(&line, &cells[row])
    defer { swap(&line, &cells[row]) }
    var x = column
    for part in VisibleText.parts(of: text) {
      let partStyle = part.isEscaped ? style.union(.dim) : style
      // Printable ASCII: one column per byte, no cluster to find.
      if part.text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
        let texts = Self.asciiTexts
        for byte in part.text.utf8 {
          guard x < limit else { return limit - column }
          Self.set(Cell(texts[Int(byte)], style: partStyle), in: &line, column: x)
          x += 1
        }
        continue
      }
      for character in part.text {
        let cellWidth = DisplayWidth.of(character)
        guard cellWidth > 0 else { continue }
        if x + cellWidth > limit {
          if x < limit { Self.set(Cell(" ", style: partStyle), in: &line, column: x) }
          return limit - column
        }
        Self.set(Cell(String(character), style: partStyle), in: &line, column: x)
        if cellWidth == 2 {
          Self.set(Cell("", style: partStyle), in: &line, column: x + 1, continuation: true)
        }
        x += cellWidth
      }
    }
    return x - column
  }

  /// The text of each ASCII byte's cell, made once.
  private static let asciiTexts: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

  /// Fills `width` columns of `row` from `column` with blanks in `style`.
  public mutating func fill(row: Int, column: Int = 0, width: Int? = nil, style: CellStyle = []) {
    guard row >= 0, row < rows else { return }
    let start = max(column, 0)
    let end = min(columns, start + max(width ?? columns, 0))
    guard start < end else { return }
    var line: [Cell] = []
    swap(&line, &cells[row])
    defer { swap(&line, &cells[row]) }
    for x in start..<end { Self.set(Cell(" ", style: style), in: &line, column: x) }
  }

  /// Adds `style` to `width` cells of `row` from `column`.
  public mutating func addStyle(_ style: CellStyle, row: Int, column: Int, width: Int) {
    guard row >= 0, row < rows else { return }
    for x in max(column, 0)..<min(columns, max(column, 0) + max(width, 0)) {
      cells[row][x].style.formUnion(style)
    }
  }

  /// The text of `row`, cells joined, trailing blanks kept.
  public func text(ofRow row: Int) -> String {
    guard row >= 0, row < rows else { return "" }
    return cells[row].map(\.text).joined()
  }

  /// Puts `cell` at `column` of `line`, a row of the grid.
  private static func set(
    _ cell: Cell, in line: inout [Cell], column: Int, continuation: Bool = false
  ) {
    // Overwriting half of a two-column cluster blanks its other half.
    if !continuation, line[column].text.isEmpty, column > 0 {
      line[column - 1] = Cell(" ", style: line[column - 1].style)
    }
    if column + 1 < line.count, line[column + 1].text.isEmpty,
      DisplayWidth.of(line[column].text) == 2
    {
      line[column + 1] = Cell(" ", style: line[column + 1].style)
    }
    line[column] = cell
  }

  /// Whether two canvases have the same cells and caret.
  public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
    lhs.cells == rhs.cells && lhs.cursorStorage == rhs.cursorStorage
  }
}
