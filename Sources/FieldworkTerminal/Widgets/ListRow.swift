/// One row of a ``ListWidget``: text, the ranges of it to highlight, and a style.
public struct ListRow: Sendable {
  /// The text drawn (made safe with ``VisibleText``).
  public var text: String
  /// Ranges of `text` drawn highlighted: the matched parts of a search hit.
  public var highlights: [Range<String.Index>]
  /// A style for the whole row (for example, dim for a completed to-do).
  public var style: CellStyle

  /// A row of `text` with `highlights`.
  public init(_ text: String, highlights: [Range<String.Index>] = [], style: CellStyle = []) {
    self.text = text
    self.highlights = highlights
    self.style = style
  }
}
