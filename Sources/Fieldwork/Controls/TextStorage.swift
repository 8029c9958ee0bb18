import Foundation

/// Converts between UTF-16 offsets (what `NSRange` counts) and `String.Index`, and finds
/// grapheme-cluster boundaries. Shared by the field and the components.
package enum TextStorage {
  /// Validates `range` against `text` and returns the matching string range.
  package static func stringRange(
    _ range: NSRange, in text: String
  ) throws(TextRangeError) -> Range<String.Index> {
    guard range.location != NSNotFound else { throw .notFound }
    let length = text.utf16.count
    guard range.location >= 0, range.length >= 0, range.location <= length,
      range.length <= length - range.location
    else { throw .outOfBounds(range: range, length: length) }
    let utf16 = text.utf16
    let lower = utf16.index(utf16.startIndex, offsetBy: range.location)
    let upper = utf16.index(lower, offsetBy: range.length)
    guard lower.samePosition(in: text.unicodeScalars) != nil,
      upper.samePosition(in: text.unicodeScalars) != nil
    else { throw .splitsSurrogatePair(range: range) }
    guard lower.samePosition(in: text) != nil, upper.samePosition(in: text) != nil else {
      throw .splitsGraphemeCluster(range: range)
    }
    return lower..<upper
  }

  /// The UTF-16 range of `range` in `text`.
  package static func nsRange(_ range: Range<String.Index>, in text: String) -> NSRange {
    let utf16 = text.utf16
    let location = utf16.distance(from: utf16.startIndex, to: range.lowerBound)
    let length = utf16.distance(from: range.lowerBound, to: range.upperBound)
    return NSRange(location: location, length: length)
  }

  /// The UTF-16 offset of the grapheme boundary at or next to `offset`, after clamping it into
  /// the text. Rounds towards the end when `up` is true, towards the start otherwise.
  package static func snap(_ offset: Int, in text: String, up: Bool) -> Int {
    let utf16 = text.utf16
    let length = utf16.count
    let clamped = min(max(offset, 0), length)
    if clamped == 0 || clamped == length { return clamped }
    let index = utf16.index(utf16.startIndex, offsetBy: clamped)
    if index.samePosition(in: text) != nil { return clamped }
    // Step back one code unit at a time: clusters are short, so this stays local.
    var lower = index
    while lower.samePosition(in: text) == nil { lower = utf16.index(before: lower) }
    let boundary = up ? text.index(after: lower) : lower
    return utf16.distance(from: utf16.startIndex, to: boundary)
  }

  /// The UTF-16 range of the grapheme cluster that ends at `offset` (which must be a boundary
  /// greater than zero).
  package static func clusterBefore(_ offset: Int, in text: String) -> NSRange {
    let utf16 = text.utf16
    let end = utf16.index(utf16.startIndex, offsetBy: offset)
    let start = text.index(before: end)
    let location = utf16.distance(from: utf16.startIndex, to: start)
    return NSRange(location: location, length: offset - location)
  }

  /// Replaces the UTF-16 `range` of `text` with `replacement`, in place. The range must be
  /// valid.
  ///
  /// Text fields share their string with a binding, so most edits hit a buffer that is not
  /// uniquely referenced. `String.replaceSubrange` copies such a buffer slowly (about 1 ms per
  /// MB here); an append at the end, or a rebuild from the UTF-8 bytes, copies at memcpy speed.
  package static func replace(_ range: NSRange, in text: inout String, with replacement: String) {
    // No view of `text` may outlive these lines: a live view would keep the buffer shared
    // and turn the in-place append below into a full copy.
    let (lower, upper) = indices(of: range, in: text)
    if upper == text.endIndex {
      if lower != upper { text.removeSubrange(lower..<upper) }
      text.append(replacement)
      return
    }
    let lowerOffset = text.utf8.distance(from: text.startIndex, to: lower)
    let upperOffset = text.utf8.distance(from: text.startIndex, to: upper)
    var insertion = replacement
    let total = text.utf8.count - (upperOffset - lowerOffset) + insertion.utf8.count
    text = text.withUTF8 { source in
      insertion.withUTF8 { inserted in
        String(unsafeUninitializedCapacity: total) { buffer in
          var end = buffer.baseAddress!
          func copy(_ part: UnsafeBufferPointer<UInt8>) {
            guard let base = part.baseAddress, !part.isEmpty else { return }
            end.initialize(from: base, count: part.count)
            end += part.count
          }
          copy(UnsafeBufferPointer(rebasing: source[..<lowerOffset]))
          copy(inserted)
          copy(UnsafeBufferPointer(rebasing: source[upperOffset...]))
          return total
        }
      }
    }
  }

  private static func indices(
    of range: NSRange, in text: String
  ) -> (String.Index, String.Index) {
    let utf16 = text.utf16
    let lower = utf16.index(utf16.startIndex, offsetBy: range.location)
    return (lower, utf16.index(lower, offsetBy: range.length))
  }
}
