import Foundation

/// The range arithmetic of text controls: validates UTF-16 ranges (what `NSRange` counts),
/// converts them to `String.Index` and back, finds grapheme-cluster boundaries, and edits a
/// string at a range. Shared by the controls and the components.
///
/// Each function takes the text's ``TextPositions``; a control keeps them up to date with its
/// text, so a conversion costs the same in a 10 MB note as in a name. The forms without
/// positions build them first, a pass over the text, and suit a one-off question.
package enum TextRanges {
  /// Validates `range` against `text` and returns the matching string range.
  ///
  /// - Throws: ``TextRangeError`` when the range is `NSNotFound`, out of bounds, or splits a
  ///   surrogate pair or a grapheme cluster.
  package static func stringRange(
    _ range: NSRange, in text: String, positions: TextPositions
  ) throws(TextRangeError) -> Range<String.Index> {
    guard range.location != NSNotFound else { throw .notFound }
    let length = positions.utf16Count
    guard range.location >= 0, range.length >= 0, range.location <= length,
      range.length <= length - range.location
    else { throw .outOfBounds(range: range, length: length) }
    let lower = positions.index(at: range.location, in: text)
    let upper =
      range.length == 0 ? lower : positions.index(at: range.location + range.length, in: text)
    guard lower.samePosition(in: text.unicodeScalars) != nil,
      upper.samePosition(in: text.unicodeScalars) != nil
    else { throw .splitsSurrogatePair(range: range) }
    guard lower.samePosition(in: text) != nil, upper.samePosition(in: text) != nil else {
      throw .splitsGraphemeCluster(range: range)
    }
    return lower..<upper
  }

  /// Validates `range` against `text` and returns the matching string range.
  package static func stringRange(
    _ range: NSRange, in text: String
  ) throws(TextRangeError) -> Range<String.Index> {
    try stringRange(range, in: text, positions: TextPositions(text))
  }

  /// The UTF-16 range of `range` in `text`.
  package static func nsRange(
    _ range: Range<String.Index>, in text: String, positions: TextPositions
  ) -> NSRange {
    let location = positions.offset(of: range.lowerBound, in: text)
    let end = positions.offset(of: range.upperBound, in: text)
    return NSRange(location: location, length: end - location)
  }

  /// The UTF-16 offset of the grapheme boundary at or next to `offset`, after clamping it
  /// into the text. Rounds towards the end when `up` is true, towards the start otherwise.
  package static func snap(
    _ offset: Int, in text: String, up: Bool, positions: TextPositions
  ) -> Int {
    let length = positions.utf16Count
    let clamped = min(max(offset, 0), length)
    if clamped == 0 || clamped == length { return clamped }
    let index = positions.index(at: clamped, in: text)
    if index.samePosition(in: text) != nil { return clamped }
    // Step back one code unit at a time: clusters are short, so this stays local.
    let utf16 = text.utf16
    var lower = index
    while lower.samePosition(in: text) == nil { lower = utf16.index(before: lower) }
    let boundary = up ? text.index(after: lower) : lower
    return positions.offset(of: boundary, in: text)
  }

  /// The UTF-16 range of the grapheme cluster that ends at `offset` (a boundary greater
  /// than zero).
  package static func clusterBefore(
    _ offset: Int, in text: String, positions: TextPositions
  ) -> NSRange {
    let end = positions.index(at: offset, in: text)
    let location = positions.offset(of: text.index(before: end), in: text)
    return NSRange(location: location, length: offset - location)
  }

  /// The UTF-16 range of the grapheme cluster that starts at `offset` (a boundary before
  /// the end).
  package static func clusterAfter(
    _ offset: Int, in text: String, positions: TextPositions
  ) -> NSRange {
    let start = positions.index(at: offset, in: text)
    let end = positions.offset(of: text.index(after: start), in: text)
    return NSRange(location: offset, length: end - offset)
  }

  /// The UTF-8 offsets of a valid UTF-16 `range` of `text`.
  package static func utf8Range(
    _ range: NSRange, in text: String, positions: TextPositions
  ) -> Range<Int> {
    let lower = positions.utf8Offset(at: range.location, in: text)
    guard range.length > 0 else { return lower..<lower }
    return lower..<positions.utf8Offset(at: range.location + range.length, in: text)
  }

  /// Replaces a valid UTF-16 `range` of `text` with `replacement`.
  package static func replace(_ range: NSRange, in text: inout String, with replacement: String) {
    let bytes = utf8Range(range, in: text, positions: TextPositions(text))
    replaceUTF8(bytes, in: &text, with: replacement)
  }

  /// Replaces the UTF-8 bytes `range` of `text` (on scalar boundaries) with `replacement`, in
  /// place: an edit at the end appends, one elsewhere moves the bytes after it.
  ///
  /// A long text is first made to own a buffer with room to spare. `replaceSubrange` on a
  /// buffer another string shares (the text a binding holds, say) copies it through a slow
  /// path, measured here at 3–5 ms for a 12 MB note; `reserveCapacity` copies it at memory
  /// speed instead (under 1 ms), and on a buffer the text already owns with room to spare it
  /// does nothing, leaving the edit a move of the bytes after it (about 0.2 ms).
  package static func replaceUTF8(
    _ range: Range<Int>, in text: inout String, with replacement: String
  ) {
    let count = text.utf8.count
    if range.upperBound < count, count >= 1 << 16 {
      let needed = count - range.count + replacement.utf8.count
      text.reserveCapacity(needed + needed >> 4)
    }
    // The indices come from a helper: a view of `text` still alive here would share its
    // buffer and turn the in-place edit below into a copy.
    let (lower, upper) = indices(ofUTF8: range, in: text)
    if upper == text.endIndex {
      if lower != upper { text.removeSubrange(lower..<upper) }
      text.append(replacement)
    } else {
      text.replaceSubrange(lower..<upper, with: replacement)
    }
  }

  private static func indices(
    ofUTF8 range: Range<Int>, in text: String
  ) -> (String.Index, String.Index) {
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    return (lower, utf8.index(lower, offsetBy: range.count))
  }
}
