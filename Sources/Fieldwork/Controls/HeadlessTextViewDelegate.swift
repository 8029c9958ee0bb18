import Foundation

/// The messages a ``HeadlessTextView`` sends about editing, as `UITextViewDelegate`.
///
/// Every method is optional: the defaults allow everything and do nothing. Labels and ranges
/// match UIKit's (ranges are UTF-16 `NSRange`s), so a UIKit delegate ports by renaming the
/// type. There is no return-key method: return is the replacement text `"\n"`, asked through
/// ``textView(_:shouldChangeTextIn:replacementText:)``, where an app that wants return to end
/// editing refuses it and resigns. A delegate may call back into the view from any method;
/// the view stays consistent and begin/end calls still alternate.
///
/// For a change a person makes, the order is: `shouldChangeTextIn` → the text changes →
/// ``textViewDidChangeSelection(_:)`` → ``textViewDidChange(_:)``.
@MainActor
public protocol HeadlessTextViewDelegate: AnyObject {
  /// Asks whether editing may begin. Returning `false` leaves the view unfocused.
  func textViewShouldBeginEditing(_ textView: HeadlessTextView) -> Bool
  /// Editing began: the view is now first responder.
  func textViewDidBeginEditing(_ textView: HeadlessTextView)
  /// Asks whether editing may end. Returning `false` keeps the view focused, unless the end
  /// is forced (``HeadlessTextView/endEditing(_:)`` with `true`, or the view stopped being
  /// editable).
  func textViewShouldEndEditing(_ textView: HeadlessTextView) -> Bool
  /// Editing ended.
  func textViewDidEndEditing(_ textView: HeadlessTextView)
  /// Asks whether a user edit may replace the UTF-16 `range` with `text` (empty for a
  /// deletion, `"\n"` for the return key). Returning `false` cancels the edit with no side
  /// effect.
  func textView(
    _ textView: HeadlessTextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// A user action changed the text (after ``textViewDidChangeSelection(_:)``). Setting
  /// ``HeadlessTextView/text`` never calls it.
  func textViewDidChange(_ textView: HeadlessTextView)
  /// The selection (or the caret) changed because of a user action, including each edit.
  func textViewDidChangeSelection(_ textView: HeadlessTextView)
}

extension HeadlessTextViewDelegate {
  /// Allows editing to begin.
  public func textViewShouldBeginEditing(_ textView: HeadlessTextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidBeginEditing(_ textView: HeadlessTextView) {}
  /// Allows editing to end.
  public func textViewShouldEndEditing(_ textView: HeadlessTextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidEndEditing(_ textView: HeadlessTextView) {}
  /// Allows the edit.
  public func textView(
    _ textView: HeadlessTextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  public func textViewDidChange(_ textView: HeadlessTextView) {}
  /// Does nothing.
  public func textViewDidChangeSelection(_ textView: HeadlessTextView) {}
}
