/// A status line: text on the left, text on the right, one row in the theme's status part
/// (reverse video in the standard theme).
public struct StatusLine: Sendable {
  /// Text drawn from the left edge.
  public var left: String
  /// Text drawn against the right edge (dropped when there is no room for it).
  public var right: String
  /// A part the right text is drawn in besides the status line's: ``CellStyle/error`` to
  /// announce a problem.
  public var rightStyle: CellStyle

  /// A status line showing `left` and `right` (in `rightStyle` too).
  public init(_ left: String, right: String = "", rightStyle: CellStyle = []) {
    self.left = left
    self.right = right
    self.rightStyle = rightStyle
  }

  /// Draws the line across `row`.
  public func draw(into canvas: inout Canvas, row: Int) {
    canvas.fill(row: row, style: .status)
    let rightWidth = DisplayWidth.of(VisibleText.escaping(right))
    let room = canvas.columns - rightWidth - 1
    canvas.put(left, row: row, column: 0, style: .status, width: room > 0 ? room : canvas.columns)
    if room > DisplayWidth.of(VisibleText.escaping(left)) {
      canvas.put(
        right, row: row, column: canvas.columns - rightWidth, style: rightStyle.union(.status))
    }
  }
}
