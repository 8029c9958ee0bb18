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

/// UIKit's keyboard protocol: what every key goes through. ``UITextField`` and ``UITextView``
/// adopt it, so code written for any `UIKeyInput` (a custom keypad's target) takes either.
@MainActor
public protocol UIKeyInput: AnyObject {
  /// Whether there is any text.
  var hasText: Bool { get }
  /// The keyboard inserts `text` at the selection.
  func insertText(_ text: String)
  /// The keyboard's backspace.
  func deleteBackward()
}

/// UIKit's standard edit actions, as far as a text control performs them: the edit menu's
/// paste and select all.
@MainActor
public protocol UIResponderStandardEditActions: AnyObject {
  /// Pastes the general pasteboard's string.
  func paste(_ sender: Any?)
  /// Selects all the text.
  func selectAll(_ sender: Any?)
}

extension UITextField: UITextInput, UIResponderStandardEditActions {}
extension UITextView: UITextInput, UIResponderStandardEditActions {}

// MARK: A person's actions on a text control (Fieldwork's, for tests and front ends)

extension UIKeyInput where Self: UIView & UIResponderStandardEditActions {
  /// A person taps the control: it asks for focus through `becomeFirstResponder()`, unless
  /// ``UIView/isUserInteractionEnabled`` is off.
  public func tap() {
    guard isUserInteractionEnabled else { return }
    becomeFirstResponder()
  }

  /// A person pastes `text`: it goes onto the general pasteboard and through
  /// `paste(_ sender:)`, as a paste from the edit menu does, unless
  /// `canPerformAction(_:withSender:)` refuses the paste.
  public func paste(_ text: String) {
    UIPasteboard.general.string = text
    // UIKit's edit menu offers only what the responder can perform.
    guard canPerformAction(.paste, withSender: nil) else { return }
    paste(nil as Any?)
  }

  /// A person selects all the text, through `selectAll(_ sender:)`, unless
  /// `canPerformAction(_:withSender:)` refuses it.
  public func selectAll() {
    guard canPerformAction(.selectAll, withSender: nil) else { return }
    selectAll(nil as Any?)
  }

  /// A person presses the return key: a `"\n"` through `insertText(_:)`.
  public func tapReturnKey() {
    insertText("\n")
  }
}
