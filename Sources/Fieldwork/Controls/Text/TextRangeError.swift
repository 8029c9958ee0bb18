import Foundation

/// Why a UTF-16 range cannot address a field's text.
///
/// Throwing APIs such as ``HeadlessTextField/setSelectedRange(_:)`` and
/// ``HeadlessTextField/textRange(from:)`` report these instead of trapping or clamping in
/// silence. User actions never throw: they snap or ignore a bad range, as documented on each.
public enum TextRangeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The range's location is `NSNotFound`.
  case notFound
  /// The range has a negative length or reaches past the end of the text.
  case outOfBounds(range: NSRange, length: Int)
  /// An end of the range falls between the two halves of a UTF-16 surrogate pair.
  case splitsSurrogatePair(range: NSRange)
  /// An end of the range falls inside a grapheme cluster (a character a person sees as one,
  /// such as 👍🏽 or e + U+0301).
  case splitsGraphemeCluster(range: NSRange)

  /// A sentence that says what was wrong and what to do.
  public var description: String {
    switch self {
    case .notFound:
      return "The range's location is NSNotFound; pass a range inside the text."
    case .outOfBounds(let range, let length):
      return """
        The range {\(range.location), \(range.length)} is outside the text, whose UTF-16 \
        length is \(length); clamp it to 0...\(length).
        """
    case .splitsSurrogatePair(let range):
      return """
        The range {\(range.location), \(range.length)} splits a UTF-16 surrogate pair; \
        NSRange counts UTF-16 code units, so an emoji takes two.
        """
    case .splitsGraphemeCluster(let range):
      return """
        The range {\(range.location), \(range.length)} ends inside a grapheme cluster; \
        move it to a character boundary.
        """
    }
  }
}
