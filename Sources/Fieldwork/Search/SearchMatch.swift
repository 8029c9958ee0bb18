/// One element found by ``SearchIndex/matches(for:mode:limit:)``, with what to highlight.
public struct SearchMatch<Element> {
  /// The element.
  public var element: Element
  /// The element's position in the index.
  public var position: Int
  /// How well it matched: higher is better. Always 0 outside ``SearchMode/fuzzy``.
  public var score: Int
  /// For each key of the index, in order, the ranges of the key's text that matched.
  public var ranges: [[Range<String.Index>]]

  /// Creates a match.
  public init(element: Element, position: Int, score: Int, ranges: [[Range<String.Index>]]) {
    self.element = element
    self.position = position
    self.score = score
    self.ranges = ranges
  }
}

extension SearchMatch: Sendable where Element: Sendable {}
