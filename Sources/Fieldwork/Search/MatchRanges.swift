/// Maps matches found in folded text back to ranges of the original key, for highlighting.
enum MatchRanges {
  /// Each character of `text` with the span of folded bytes it became, folded exactly as the
  /// index folds the whole key.
  private static func foldedSpans(
    of text: String
  ) -> (bytes: [UInt8], spans: [(folded: Range<Int>, original: Range<String.Index>)]) {
    // Clusters folded for earlier highlights are kept: each fold of a new one calls
    // Foundation, a few microseconds, and a frame highlights the same names again and again.
    foldedClusters.withLock { cache in
      if cache.count > 100_000 { cache = FoldCache() }
      return foldedSpans(of: text, cache: &cache)
    }
  }

  /// The clusters folded for highlights so far, shared by every thread that highlights.
  private static let foldedClusters = Locked(FoldCache())

  private static func foldedSpans(
    of text: String, cache: inout FoldCache
  ) -> (bytes: [UInt8], spans: [(folded: Range<Int>, original: Range<String.Index>)]) {
    var bytes: [UInt8] = []
    var spans: [(folded: Range<Int>, original: Range<String.Index>)] = []
    var index = text.startIndex
    var previous: Character?
    while index < text.endIndex {
      let next = text.index(after: index)
      let start = bytes.count
      TextFolding.appendFolded(text[index], after: previous, to: &bytes, cache: &cache)
      spans.append((start..<bytes.count, index..<next))
      previous = text[index]
      index = next
    }
    return (bytes, spans)
  }

  /// The original ranges covering the folded byte range `folded`, merged.
  private static func originalRange(
    _ folded: Range<Int>, spans: [(folded: Range<Int>, original: Range<String.Index>)]
  ) -> Range<String.Index>? {
    let touched = spans.filter {
      $0.folded.overlaps(folded) || ($0.folded.isEmpty && folded.contains($0.folded.lowerBound))
    }
    guard let first = touched.first, let last = touched.last else { return nil }
    return first.original.lowerBound..<last.original.upperBound
  }

  /// Every occurrence of every token in `text` that the index accepts as a match: the same
  /// byte search and the same whole-character (and, for prefix search, word-start) rule, so
  /// a highlight never covers what `search` would not match.
  static func occurrences(
    of tokens: [[UInt8]], in text: String, prefix: Bool
  ) -> [Range<String.Index>] {
    // ASCII folds byte for byte (A–Z lowered), so a match's bytes are its text's: no spans to
    // make character by character (a row of e-mails took most of a frame's drawing so).
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return asciiOccurrences(of: tokens, in: text, prefix: prefix)
    }
    return characterOccurrences(of: tokens, in: text, prefix: prefix)
  }

  /// ``occurrences(of:in:prefix:)`` for an ASCII `text`.
  static func asciiOccurrences(
    of tokens: [[UInt8]], in text: String, prefix: Bool
  ) -> [Range<String.Index>] {
    let folded = text.utf8.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }
    let utf8 = text.utf8
    func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
    var ranges: [Range<String.Index>] = []
    if !prefix, !folded.contains(0x0D) {
      // Without a CR (which joins the LF after it), every ASCII byte is a character of its
      // own, so every occurrence matches whole characters: found here without building a
      // chunk to search (a frame highlighting "m" in every e-mail did so for each).
      for token in tokens where !token.isEmpty && token.count <= folded.count {
        for start in 0...(folded.count - token.count)
        where folded[start] == token[0]
          && folded[start..<(start + token.count)].elementsEqual(token)
        {
          ranges.append(index(start)..<index(start + token.count))
        }
      }
      return merged(ranges)
    }
    var key = SearchChunk()
    key.bytes = folded
    key.bytes.append(SearchChunk.separator)
    key.endElement(regionStart: 0)
    for token in tokens {
      for found in key.acceptedMatches(of: token, element: 0, prefix: prefix) {
        ranges.append(index(found.lowerBound)..<index(found.upperBound))
      }
    }
    return merged(ranges)
  }

  /// ``occurrences(of:in:prefix:)`` for any `text`, folded character by character.
  static func characterOccurrences(
    of tokens: [[UInt8]], in text: String, prefix: Bool
  ) -> [Range<String.Index>] {
    let (bytes, spans) = foldedSpans(of: text)
    var key = SearchChunk()
    key.bytes = bytes
    key.bytes.append(SearchChunk.separator)
    key.endElement(regionStart: 0)
    var ranges: [Range<String.Index>] = []
    for token in tokens {
      for found in key.acceptedMatches(of: token, element: 0, prefix: prefix) {
        if let range = originalRange(found, spans: spans) { ranges.append(range) }
      }
    }
    return merged(ranges)
  }

  /// The characters a fuzzy match of `tokens` used in `text`, as merged ranges.
  static func fuzzy(_ tokens: [[UInt8]], in text: String) -> [Range<String.Index>] {
    let (bytes, spans) = foldedSpans(of: text)
    var ranges: [Range<String.Index>] = []
    let patterns = FuzzyScorer.Patterns(tokens)
    bytes.withUnsafeBufferPointer { buffer in
      patterns.withView { view in
        for token in 0..<view.tokenCount {
          var positions: [Int]? = []
          guard FuzzyScorer.score(view, token: token, in: buffer, positions: &positions) != nil
          else { continue }
          for position in positions ?? [] {
            if let range = originalRange(position..<(position + 1), spans: spans) {
              ranges.append(range)
            }
          }
        }
      }
    }
    return merged(ranges)
  }

  private static func merged(_ ranges: [Range<String.Index>]) -> [Range<String.Index>] {
    var result: [Range<String.Index>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = result.last, range.lowerBound <= last.upperBound {
        result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        result.append(range)
      }
    }
    return result
  }
}
