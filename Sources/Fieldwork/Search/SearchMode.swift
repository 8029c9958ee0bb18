/// How a ``SearchIndex`` matches query tokens against keys.
public enum SearchMode: Sendable, Hashable, CaseIterable {
  /// Every token occurs somewhere in one of the element's keys (the default).
  case contains
  /// Every token starts a word in one of the element's keys: "mu" finds "José Müller" but
  /// not "Samuel".
  case prefix
  /// Every token's characters occur in order in one key, not necessarily together; results are
  /// ranked, best first, in the spirit of fzf: matches at word starts, consecutive runs and
  /// shorter keys score higher.
  case fuzzy
}

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
