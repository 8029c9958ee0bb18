/// An object that can take focus, as UIKit's `UIResponder`.
@MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() {
    super.init()
  }

  /// Whether the responder has focus. `false` unless a subclass says otherwise.
  open var isFirstResponder: Bool { false }

  /// Whether the responder performs the edit action `action` (`Selector("paste:")`), as
  /// UIKit's `canPerformAction(_:withSender:)`: a text field or a text view asks it before
  /// a person's paste, select-all, cut or copy, and does nothing when it answers `false`.
  /// Override it to refuse them (a one-time-code field that takes no paste).
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { true }

  /// Whether the responder can take focus. `false` unless a subclass says otherwise.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the responder may give up focus. `true` unless a subclass says otherwise.
  open var canResignFirstResponder: Bool { true }

  /// Asks to take focus; returns whether the responder has it afterwards.
  @discardableResult
  open func becomeFirstResponder() -> Bool { false }

  /// Asks to give up focus; returns whether the responder no longer has it.
  @discardableResult
  open func resignFirstResponder() -> Bool { true }
}
