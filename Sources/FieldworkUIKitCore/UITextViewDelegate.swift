/// The messages a ``UITextView`` sends about editing, with UIKit's signatures exactly.
///
/// Every method is optional, as in UIKit: the defaults allow everything and do nothing. A
/// coordinator written for iOS (`class Coordinator: NSObject, UITextViewDelegate`) matches
/// them as it is; ``DefaultedDelegateMethods`` tells which methods a delegate left to the
/// defaults. For a person's edit the order is `textView(_:shouldChangeTextIn:replacementText:)`
/// → ``textViewDidChangeSelection(_:)`` → ``textViewDidChange(_:)``; return is the
/// replacement text `"\n"`.
@MainActor
public protocol UITextViewDelegate: AnyObject {
  /// Asks whether editing may begin.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Editing began.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Asks whether editing may end.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Editing ended.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Asks whether a person's edit may replace the UTF-16 `range` with `text` (`"\n"` for
  /// return).
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// A person's action changed the text.
  func textViewDidChange(_ textView: UITextView)
  /// The selection changed because of a person's action.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// Allows editing to begin.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
    DefaultedDelegateMethods.record(.textViewShouldBeginEditing, for: self)
    return true
  }
  /// Does nothing.
  public func textViewDidBeginEditing(_ textView: UITextView) {
    DefaultedDelegateMethods.record(.textViewDidBeginEditing, for: self)
  }
  /// Allows editing to end.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
    DefaultedDelegateMethods.record(.textViewShouldEndEditing, for: self)
    return true
  }
  /// Does nothing.
  public func textViewDidEndEditing(_ textView: UITextView) {
    DefaultedDelegateMethods.record(.textViewDidEndEditing, for: self)
  }
  /// Allows the edit.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    DefaultedDelegateMethods.record(.textViewShouldChangeText, for: self)
    return true
  }
  /// Does nothing.
  public func textViewDidChange(_ textView: UITextView) {
    DefaultedDelegateMethods.record(.textViewDidChange, for: self)
  }
  /// Does nothing.
  public func textViewDidChangeSelection(_ textView: UITextView) {
    DefaultedDelegateMethods.record(.textViewDidChangeSelection, for: self)
  }
}

/// Relays the headless view's delegate calls to the `UITextView`'s delegate, with the
/// `UITextView` as the argument.
@MainActor
final class UITextViewRelay: HeadlessTextViewDelegate {
  weak var view: UITextView?

  func textViewShouldBeginEditing(_ textView: HeadlessTextView) -> Bool {
    guard let view, let delegate = view.delegate else { return true }
    return delegate.textViewShouldBeginEditing(view)
  }
  func textViewDidBeginEditing(_ textView: HeadlessTextView) {
    guard let view else { return }
    view.delegate?.textViewDidBeginEditing(view)
  }
  func textViewShouldEndEditing(_ textView: HeadlessTextView) -> Bool {
    guard let view, let delegate = view.delegate else { return true }
    return delegate.textViewShouldEndEditing(view)
  }
  func textViewDidEndEditing(_ textView: HeadlessTextView) {
    guard let view else { return }
    view.delegate?.textViewDidEndEditing(view)
  }
  func textView(
    _ textView: HeadlessTextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    guard let view, let delegate = view.delegate else { return true }
    return delegate.textView(view, shouldChangeTextIn: range, replacementText: text)
  }
  func textViewDidChange(_ textView: HeadlessTextView) {
    guard let view else { return }
    view.delegate?.textViewDidChange(view)
  }
  func textViewDidChangeSelection(_ textView: HeadlessTextView) {
    guard let view else { return }
    view.delegate?.textViewDidChangeSelection(view)
  }
}
