import Foundation

/// An edit of a field's text: `range` (UTF-16, as `NSRange` counts) of `text` replaced with
/// `replacement`. The caret is after the replacement.
public struct TextEdit: Sendable, Equatable, CustomStringConvertible {
  /// The text before the edit.
  public let text: String
  /// What the edit replaces, in UTF-16 code units of ``text``.
  public let range: NSRange
  /// What it puts there.
  public let replacement: String

  /// An edit, checked against the text.
  ///
  /// - Throws: ``TextRangeError`` when `range` is `NSNotFound`, lies outside the text, or
  ///   splits a surrogate pair or a character.
  public init(text: String, range: NSRange, replacement: String) throws(TextRangeError) {
    _ = try TextRanges.stringRange(range, in: text)
    self.text = text
    self.range = range
    self.replacement = replacement
  }

  /// An edit whose range the caller has checked against the text (a control's own edit).
  package init(checked text: String, range: NSRange, replacement: String) {
    self.text = text
    self.range = range
    self.replacement = replacement
  }

  /// An edit that changes nothing, with the caret at `caret` (clamped into the text): asks a
  /// formatter to format the text as it is.
  public init(reformatting text: String, caret: Int) {
    self.text = text
    let length = text.utf16.count
    let clamped = TextRanges.snap(caret, in: text, up: false, positions: TextPositions(text))
    range = NSRange(location: min(max(clamped, 0), length), length: 0)
    replacement = ""
  }

  /// The text with the edit made.
  public var editedText: String {
    var edited = text
    TextRanges.replace(range, in: &edited, with: replacement)
    return edited
  }

  /// Where the caret is after the edit: a UTF-16 offset into ``editedText``.
  public var caret: Int { range.location + replacement.utf16.count }

  /// Whether the edit removes text and puts none (backspace, cut): formatters lean the caret
  /// back then (``CaretString/CaretGravity/backward(autoskip:)``).
  public var isDeletion: Bool { replacement.isEmpty && range.length > 0 }

  /// The edit, as `text [range] → "replacement"`.
  public var description: String {
    "\(text.debugDescription) [\(range.location), \(range.length)] → \(replacement.debugDescription)"
  }
}
