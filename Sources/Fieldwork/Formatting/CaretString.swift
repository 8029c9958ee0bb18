/// A text with a caret in it, and which way the caret leans: what ``Mask/apply(toText:)``
/// formats, and what it returns formatted.
///
/// The names are input-mask's (`CaretString`, `caretPosition`, `caretGravity`), so code written
/// against that library ports as it is.
///
/// ```swift
/// let typed = "1111"
/// let text = CaretString(
///   string: typed, caretPosition: typed.index(typed.startIndex, offsetBy: 2),
///   caretGravity: .forward(autocomplete: false))
/// let result = try Mask(format: "[00]{.}[00]").apply(toText: text)
/// result.formattedText.string   // "11.11", the caret after "11."
/// ```
public struct CaretString: Sendable, Equatable, CustomStringConvertible {
  /// Which way the caret leans when characters are inserted where it stands.
  public enum CaretGravity: Sendable, Equatable {
    /// Typing: characters the format inserts at the caret go before it, so the next character
    /// typed follows them. With `autocomplete`, when the caret is at the end the fixed
    /// characters that follow what was typed are appended (`11` → `11.` for `[00]{.}[00]`).
    case forward(autocomplete: Bool)
    /// Deleting: characters the format inserts at the caret go after it. With `autoskip`, the
    /// caret also moves back over fixed characters just before it (`11.|1` → `11|.1`), and
    /// fixed characters left at the end of the text are dropped (`11.` → `11`): deleting
    /// never stops at a separator, and never removes a character of the value.
    case backward(autoskip: Bool)
  }

  /// The text.
  public let string: String
  /// Where the caret is in ``string``. An index past the end counts as the end, and one inside
  /// a character as the start of that character.
  public let caretPosition: String.Index
  /// Which way the caret leans.
  public let caretGravity: CaretGravity

  /// A text with a caret.
  public init(string: String, caretPosition: String.Index, caretGravity: CaretGravity) {
    self.string = string
    self.caretPosition = caretPosition
    self.caretGravity = caretGravity
  }

  /// How many characters come before the caret.
  var caretOffset: Int {
    let clamped = min(max(caretPosition, string.startIndex), string.endIndex)
    return string[..<clamped].count
  }

  /// The text with a `|` where the caret is: `"11|.11"`.
  public var description: String {
    let offset = caretOffset
    return String(string.prefix(offset)) + "|" + String(string.dropFirst(offset))
  }
}
