import Foundation

/// Formats a field's text as the person types: given the text, the edit (a range and its
/// replacement) and so where the caret lands, it returns the text to show and where the caret
/// goes. A ``Mask`` is one; ``UppercaseFormatter``, ``GroupingFormatter`` (an IBAN grouped by
/// four) and ``NumberInputFormatter`` (amounts with grouping separators) are others.
///
/// A field applies its formatter inside its edit sequence, after the delegate agreed to the
/// edit: `textField(_:shouldChangeCharactersIn:replacementString:)` is asked about what the
/// person did, then the text becomes the formatted text, then `editingChanged` and
/// `textFieldDidChangeSelection` follow, so every observer sees the formatted text. Text an
/// input method is composing is never formatted; it is when the composition ends.
///
/// ```swift
/// struct Digits: InputFormatter {
///   func format(_ edit: TextEdit) -> FormattedText {
///     // Keep the digits, and the caret after the same digit.
///     let edited = edit.editedText
///     let before = String(decoding: edited.utf16.prefix(edit.caret), as: UTF16.self)
///     return FormattedText(text: edited.filter(\.isNumber), caret: before.filter(\.isNumber).utf16.count)
///   }
/// }
/// ```
///
/// Give it to a ``TextField`` with ``TextField/formatted(by:)``, or to a
/// ``HeadlessTextField`` with ``HeadlessTextField/inputFormatter``.
public protocol InputFormatter {
  /// The text and caret after `edit`, formatted.
  func format(_ edit: TextEdit) -> FormattedText

  /// What is still to type after `text` as a person would see the field filled, with `blank`
  /// for each character to type: a front end draws it dimmed after the text (a phone field
  /// showing `+1 (555) ___-____`). Empty by default.
  func placeholder(after text: String, blank: Character) -> String
}

extension InputFormatter {
  /// No placeholder.
  public func placeholder(after text: String, blank: Character) -> String { "" }
}

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
