/// A status line: text on the left, text on the right, one row in reverse video.
public struct StatusLine: Sendable {
  /// Text drawn from the left edge.
  public var left: String
  /// Text drawn against the right edge (dropped when there is no room for it).
  public var right: String

  /// A status line showing `left` and `right`.
  public init(_ left: String, right: String = "") {
    self.left = left
    self.right = right
  }

  /// Draws the line across `row`.
  public func draw(into canvas: inout Canvas, row: Int) {
    canvas.fill(row: row, style: .inverse)
    let rightWidth = DisplayWidth.of(VisibleText.escaping(right))
    let room = canvas.columns - rightWidth - 1
    canvas.put(left, row: row, column: 0, style: .inverse, width: room > 0 ? room : canvas.columns)
    if room > DisplayWidth.of(VisibleText.escaping(left)) {
      canvas.put(right, row: row, column: canvas.columns - rightWidth, style: .inverse)
    }
  }
}
