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
    package func markedRange(in text: String) -> NSRange {
      let lower = TextRanges.snap(range.location, in: text, up: false)
      let upper = max(lower, TextRanges.snap(range.location + range.length, in: text, up: true))
      return NSRange(location: lower, length: upper - lower)
    }

    /// The composed text, or `nil` when the range does not lie inside `text` (the field
    /// never lets that happen; checked so a reader can never trap).
    package func markedText(in text: String) -> String? {
      guard lies(in: text) else { return nil }
      let utf16 = text.utf16
      let lower = utf16.index(utf16.startIndex, offsetBy: range.location)
      let upper = utf16.index(lower, offsetBy: range.length)
      return String(decoding: Array(utf16[lower..<upper]), as: UTF16.self)
    }

    /// `text` without the composed text.
    package func committedText(of text: String) -> String {
      guard lies(in: text) else { return text }
      var committed = text
      TextRanges.replace(range, in: &committed, with: "")
      return committed
    }

    /// Whether the range lies inside `text`.
    private func lies(in text: String) -> Bool {
      range.location >= 0 && range.length >= 0
        && range.location + range.length <= text.utf16.count
    }

    /// The edit that replaces the composition with `inserted`: over the widened range, so the
    /// delegate is asked about whole characters, with the neighbours' pieces carried along in
    /// the replacement, so nothing else changes.
    package func replacement(
      with inserted: String, in text: String
    ) -> (range: NSRange, replacement: String) {
      let marked = markedRange(in: text)
      let utf16 = Array(text.utf16)
      let before = String(decoding: utf16[marked.location..<range.location], as: UTF16.self)
      let after = String(
        decoding: utf16[(range.location + range.length)..<(marked.location + marked.length)],
        as: UTF16.self)
      return (marked, before + inserted + after)
    }
  }
}
