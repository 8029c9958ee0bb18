import Foundation

/// What a formatter shows: the text, and where the caret goes in it.
public struct FormattedText: Sendable, Equatable, CustomStringConvertible {
  /// The text.
  public var text: String
  /// Where the caret goes: a UTF-16 offset into ``text`` (clamped into it by the field, and
  /// moved to a character boundary).
  public var caret: Int

  /// A formatted text with its caret.
  public init(text: String, caret: Int) {
    self.text = text
    self.caret = caret
  }

  /// A formatted text with the caret at `caretPosition`.
  public init(_ text: CaretString) {
    self.text = text.string
    let position = min(max(text.caretPosition, text.string.startIndex), text.string.endIndex)
    caret = text.string.utf16.distance(from: text.string.startIndex, to: position)
  }

  /// The text with a `|` where the caret is.
  public var description: String {
    let utf16 = Array(text.utf16)
    let caret = min(max(self.caret, 0), utf16.count)
    return String(decoding: utf16[..<caret], as: UTF16.self) + "|"
      + String(decoding: utf16[caret...], as: UTF16.self)
  }
}
