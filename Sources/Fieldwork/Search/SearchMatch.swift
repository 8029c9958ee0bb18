/// One element found by ``SearchIndex/matches(for:mode:limit:)``, with what to highlight.
public struct SearchMatch<Element> {
  /// The element.
  public var element: Element
  /// The element's position in the index.
  public var position: Int
  /// How well it matched: higher is better. Always 0 outside ``SearchMode/fuzzy``.
  public var score: Int
  /// For each key of the index, in order, the ranges of the key's text that matched. Read a
  /// key's ranges by its key path with ``ranges(for:)``.
  public var ranges: [[Range<String.Index>]]
  /// The index's keys, in the order of ``ranges``.
  let keys: [KeyPath<Element, String>]

  /// Creates a match.
  ///
  /// - Parameters:
  ///   - element: The element.
  ///   - position: Its position in the index.
  ///   - score: How well it matched.
  ///   - ranges: For each key, in order, the ranges that matched.
  ///   - keys: The keys, in the order of `ranges`, for ``ranges(for:)``.
  public init(
    element: Element, position: Int, score: Int, ranges: [[Range<String.Index>]],
    keys: [KeyPath<Element, String>] = []
  ) {
    self.element = element
    self.position = position
    self.score = score
    self.ranges = ranges
    self.keys = keys
  }

  /// The ranges of the text at `key` that matched, to highlight: `match.ranges(for: \.name)`.
  ///
  /// Empty when nothing of that key matched, and for a key path the index does not search
  /// (with a key path that is not one of its keys there is nothing to highlight).
  public func ranges(for key: KeyPath<Element, String>) -> [Range<String.Index>] {
    guard let position = keys.firstIndex(of: key), ranges.indices.contains(position) else {
      return []
    }
    return ranges[position]
  }
}

// `@unchecked` only because the standard library does not declare `KeyPath` `Sendable`: the
// key paths are immutable values built from stored and computed properties, safe to share,
// as `SearchIndex`'s are.
extension SearchMatch: @unchecked Sendable where Element: Sendable {}
