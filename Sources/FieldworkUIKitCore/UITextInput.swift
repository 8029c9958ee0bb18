import Fieldwork
import Foundation

/// UIKit's text-input protocol, as far as positions, ranges and composition go: what
/// ``UITextField`` and ``UITextView`` share, so code written for any `UITextInput` (a
/// formatter's caret arithmetic, input-mask's listener callbacks) takes either.
@MainActor
public protocol UITextInput: UIKeyInput {
  /// The position before the first character.
  var beginningOfDocument: UITextPosition { get }
  /// The position after the last character.
  var endOfDocument: UITextPosition { get }
  /// The position `offset` UTF-16 units from `position`, or `nil` outside the text.
  func position(from position: UITextPosition, offset: Int) -> UITextPosition?
  /// How many UTF-16 units lie from `from` to `to`.
  func offset(from: UITextPosition, to: UITextPosition) -> Int
  /// Orders two positions.
  func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
  /// The range between two positions, or `nil` outside the text.
  func textRange(from: UITextPosition, to: UITextPosition) -> UITextRange?
  /// The text in `range`, or `nil` outside the text.
  func text(in range: UITextRange) -> String?
  /// Replaces `range` with `text` as the keyboard does.
  func replace(_ range: UITextRange, withText text: String)
  /// The selection, or the caret.
  var selectedTextRange: UITextRange? { get set }
  /// The marked (IME) text's range, if any.
  var markedTextRange: UITextRange? { get }
  /// Shows provisional input-method text.
  func setMarkedText(_ markedText: String?, selectedRange: NSRange)
  /// Commits the marked text.
  func unmarkText()
}

extension UITextField: UITextInput, UIResponderStandardEditActions {}

extension UITextView: UITextInput, UIResponderStandardEditActions {}
