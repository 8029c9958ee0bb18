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
