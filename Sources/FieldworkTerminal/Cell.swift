/// One cell of the screen: a grapheme cluster and its style.
///
/// A two-column cluster fills its cell and leaves the next one with empty `text` (a
/// continuation).
public struct Cell: Hashable, Sendable {
  /// The cluster drawn in this cell; `" "` for a blank cell, `""` for the right half of a
  /// two-column cluster.
  public var text: String
  /// How it is drawn.
  public var style: CellStyle

  /// A cell holding `text`.
  public init(_ text: String = " ", style: CellStyle = []) {
    self.text = text
    self.style = style
  }

  /// A blank cell.
  public static let blank = Cell()
}
