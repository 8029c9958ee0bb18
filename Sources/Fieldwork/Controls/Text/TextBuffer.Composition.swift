import Foundation

extension TextBuffer {
  /// An input method's provisional (marked) text: its exact UTF-16 range inside the text.
  ///
  /// The exact range may end inside a grapheme cluster when the marked text merges with a
  /// neighbour (a skin-tone modifier composed after 👍). What the field shows and reports,
  /// ``markedRange(in:)``, widens to whole clusters; committing or replacing the
  /// composition still touches only the composed text.
  package struct Composition: Sendable, Equatable {
    /// The exact UTF-16 range of the composed text.
    package var range: NSRange

    package init(range: NSRange) {
      self.range = range
    }

    /// The range widened to grapheme-cluster boundaries of `text`.
    package func markedRange(in text: String, positions: TextPositions) -> NSRange {
      let lower = TextRanges.snap(range.location, in: text, up: false, positions: positions)
      let upper = max(
        lower,
        TextRanges.snap(range.location + range.length, in: text, up: true, positions: positions))
      return NSRange(location: lower, length: upper - lower)
    }

    /// The composed text, or `nil` when the range does not lie inside `text` (the field
    /// never lets that happen; checked so a reader can never trap).
    package func markedText(in text: String, positions: TextPositions) -> String? {
      guard lies(in: positions) else { return nil }
      return units(range.location, range.location + range.length, of: text, positions)
    }

    /// `text` without the composed text.
    package func committedText(of text: String, positions: TextPositions) -> String {
      guard lies(in: positions) else { return text }
      let bytes = TextRanges.utf8Range(range, in: text, positions: positions)
      var committed = text
      TextRanges.replaceUTF8(bytes, in: &committed, with: "")
      return committed
    }

    /// Whether the range lies inside the text.
    private func lies(in positions: TextPositions) -> Bool {
      range.location >= 0 && range.length >= 0
        && range.location + range.length <= positions.utf16Count
    }

    /// The edit that replaces the composition with `inserted`: over the widened range, so the
    /// delegate is asked about whole characters, with the neighbours' pieces carried along in
    /// the replacement, so nothing else changes.
    package func replacement(
      with inserted: String, in text: String, positions: TextPositions
    ) -> (range: NSRange, replacement: String) {
      let marked = markedRange(in: text, positions: positions)
      let before = units(marked.location, range.location, of: text, positions)
      let after = units(
        range.location + range.length, marked.location + marked.length, of: text, positions)
      return (marked, before + inserted + after)
    }

    /// The UTF-16 units `lower..<upper` of `text` as a string (a piece of a cluster, even of a
    /// surrogate pair, decodes as it does in `NSString`).
    private func units(
      _ lower: Int, _ upper: Int, of text: String, _ positions: TextPositions
    ) -> String {
      guard lower < upper else { return "" }
      let start = positions.index(at: lower, in: text)
      let end = positions.index(at: upper, in: text)
      return String(decoding: Array(text.utf16[start..<end]), as: UTF16.self)
    }
  }
}
