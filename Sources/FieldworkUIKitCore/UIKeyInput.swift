import Fieldwork
import Foundation

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
