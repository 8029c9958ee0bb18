/// UIKit's one-first-responder rule for headless controls: at most one control in a window
/// has focus (a text field, a search bar's field, or a text view).
///
/// Controls join a window through ``HeadlessWindowMember/window``; a ``RepresentableHost``
/// given a window puts the view it makes there. When a control in the window asks to become
/// first responder, the window's current first responder is asked to resign first (its
/// `textFieldShouldEndEditing` may refuse, and then the new control does not take focus),
/// in UIKit's order: the new field's `shouldBeginEditing`, the old field's
/// `shouldEndEditing` and `didEndEditing`, then the new field's `didBeginEditing`.
///
/// ```swift
/// let window = HeadlessWindow()
/// let email = HeadlessTextField(), password = HeadlessTextField()
/// email.window = window
/// password.window = window
/// email.tap()
/// password.tap()            // email resigns first
/// window.firstResponder     // password
/// window.endEditing(false)  // asks password to resign
/// ```
///
/// Controls in no window are independent: each can be first responder at once, as before.
@MainActor
public final class HeadlessWindow {
  /// The control that has focus in this window, or `nil`.
  public private(set) weak var firstResponder: (any HeadlessResponder)?

  /// What a platform layer keeps with the window (FieldworkUIKit's root view controller,
  /// scene and key state), so that its `UIWindow` can be this type.
  package var platformState: AnyObject?

  /// Creates an empty window.
  public init() {}

  /// Asks the first responder to give up focus, as UIKit's `UIView.endEditing(_:)`. With
  /// `force`, its delegate is not asked.
  ///
  /// - Returns: Whether no control in the window has focus afterwards.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let firstResponder else { return true }
    firstResponder.endEditing(force)
    return self.firstResponder == nil
  }

  /// Records that `control` took focus.
  func didBecomeFirstResponder(_ control: any HeadlessResponder) {
    firstResponder = control
  }

  /// Records that `control` gave up focus.
  func didResignFirstResponder(_ control: any HeadlessResponder) {
    if firstResponder === control { firstResponder = nil }
  }
}
