import Foundation

/// The range arithmetic of text controls: converts between UTF-16 offsets (what `NSRange`
/// counts) and `String.Index`, validates ranges, finds grapheme-cluster boundaries, and
/// edits a string at a UTF-16 range. Shared by the controls and the components.
package enum TextRanges {
  /// How close to the end of a text (in UTF-16 code units, and twice as many UTF-8 bytes) a
  /// position must be for the conversions below to walk to it from the end, one code unit at
  /// a time, instead of asking the standard library. For a non-ASCII string the standard
  /// library finds UTF-16 offsets through "breadcrumbs" that every mutation discards, so each
  /// lookup after a keystroke would cost a pass over the whole text; walking from the end
  /// keeps a keystroke at the end of a long text as cheap as in a short one.
  static let walkLimit = 256

  /// The index at UTF-16 `offset` of `text`, whose UTF-16 length is `utf16Count`.
  package static func index(at offset: Int, in text: String, utf16Count: Int) -> String.Index {
    // The end, where typing happens.
    if offset == utf16Count { return text.endIndex }
    let utf16 = text.utf16
    let back = utf16Count - offset
    if back >= 0, back <= walkLimit, back < offset {
      var index = utf16.endIndex
      for _ in 0..<back { index = utf16.index(before: index) }
      return index
    }
    return utf16.index(utf16.startIndex, offsetBy: offset)
  }

  /// The UTF-16 offset of `index` in `text`, whose UTF-16 length is `utf16Count`.
  package static func offset(of index: String.Index, in text: String, utf16Count: Int) -> Int {
    let utf8 = text.utf8
    // A UTF-8 distance is a subtraction for a native string.
    if utf8.distance(from: index, to: utf8.endIndex) <= walkLimit * 2 {
      let utf16 = text.utf16
      var position = index
      var steps = 0
      while position < utf16.endIndex {
        position = utf16.index(after: position)
        steps += 1
      }
      return utf16Count - steps
    }
    return text.utf16.distance(from: text.utf16.startIndex, to: index)
  }

  /// Validates `range` against `text` and returns the matching string range.
  package static func stringRange(
    _ range: NSRange, in text: String, utf16Count: Int? = nil
  ) throws(TextRangeError) -> Range<String.Index> {
    guard range.location != NSNotFound else { throw .notFound }
    let length = utf16Count ?? text.utf16.count
    guard range.location >= 0, range.length >= 0, range.location <= length,
      range.length <= length - range.location
    else { throw .outOfBounds(range: range, length: length) }
    let lower = index(at: range.location, in: text, utf16Count: length)
    let upper =
      range.length == 0
      ? lower : index(at: range.location + range.length, in: text, utf16Count: length)
    guard lower.samePosition(in: text.unicodeScalars) != nil,
      upper.samePosition(in: text.unicodeScalars) != nil
    else { throw .splitsSurrogatePair(range: range) }
    guard lower.samePosition(in: text) != nil, upper.samePosition(in: text) != nil else {
      throw .splitsGraphemeCluster(range: range)
    }
    return lower..<upper
  }

  /// The UTF-16 range of `range` in `text`.
  package static func nsRange(
    _ range: Range<String.Index>, in text: String, utf16Count: Int? = nil
  ) -> NSRange {
    let count = utf16Count ?? text.utf16.count
    let location = offset(of: range.lowerBound, in: text, utf16Count: count)
    let end = offset(of: range.upperBound, in: text, utf16Count: count)
    return NSRange(location: location, length: end - location)
  }

  /// The UTF-16 offset of the grapheme boundary at or next to `offset`, after clamping it into
  /// the text. Rounds towards the end when `up` is true, towards the start otherwise.
  package static func snap(_ offset: Int, in text: String, up: Bool, utf16Count: Int? = nil) -> Int
  {
    let utf16 = text.utf16
    let length = utf16Count ?? utf16.count
    let clamped = min(max(offset, 0), length)
    if clamped == 0 || clamped == length { return clamped }
    let index = self.index(at: clamped, in: text, utf16Count: length)
    if index.samePosition(in: text) != nil { return clamped }
    // Step back one code unit at a time: clusters are short, so this stays local.
    var lower = index
    while lower.samePosition(in: text) == nil { lower = utf16.index(before: lower) }
    let boundary = up ? text.index(after: lower) : lower
    return self.offset(of: boundary, in: text, utf16Count: length)
  }

  /// The UTF-16 range of the grapheme cluster that ends at `offset` (which must be a boundary
  /// greater than zero).
  package static func clusterBefore(
    _ offset: Int, in text: String, utf16Count: Int? = nil
  ) -> NSRange {
    let count = utf16Count ?? text.utf16.count
    let end = index(at: offset, in: text, utf16Count: count)
    let start = text.index(before: end)
    let location = self.offset(of: start, in: text, utf16Count: count)
    return NSRange(location: location, length: offset - location)
  }

  /// Replaces the UTF-16 `range` of `text` with `replacement`, in place. The range must be
  /// valid.
  ///
  /// Text fields share their string with a binding, so most edits hit a buffer that is not
  /// uniquely referenced. `String.replaceSubrange` copies such a buffer slowly (about 1 ms per
  /// MB here); an append at the end, or a splice of the UTF-8 bytes (`spliceUTF8`), copies
  /// at memcpy speed.
  package static func replace(
    _ range: NSRange, in text: inout String, with replacement: String, utf16Count: Int? = nil
  ) {
    // No view of `text` may outlive these lines: a live view would keep the buffer shared
    // and turn the in-place append below into a full copy.
    let (lower, upper) = indices(of: range, in: text, utf16Count: utf16Count ?? text.utf16.count)
    if upper == text.endIndex {
      if lower != upper { text.removeSubrange(lower..<upper) }
      text.append(replacement)
      return
    }
    let lowerOffset = text.utf8.distance(from: text.startIndex, to: lower)
    let upperOffset = text.utf8.distance(from: text.startIndex, to: upper)
    text.spliceUTF8(lowerOffset, upperOffset, with: replacement)
  }

  /// The UTF-16 range of the grapheme cluster that starts at `offset` (which must be a
  /// boundary before the end).
  package static func clusterAfter(
    _ offset: Int, in text: String, utf16Count: Int? = nil
  ) -> NSRange {
    let count = utf16Count ?? text.utf16.count
    let start = index(at: offset, in: text, utf16Count: count)
    let end = text.index(after: start)
    return NSRange(
      location: offset, length: self.offset(of: end, in: text, utf16Count: count) - offset)
  }

  private static func indices(
    of range: NSRange, in text: String, utf16Count: Int
  ) -> (String.Index, String.Index) {
    let lower = index(at: range.location, in: text, utf16Count: utf16Count)
    guard range.length > 0 else { return (lower, lower) }
    return (lower, index(at: range.location + range.length, in: text, utf16Count: utf16Count))
  }
}
