import Foundation

/// The messages a ``HeadlessTextField`` sends about editing, as `UITextFieldDelegate`.
///
/// Every method is optional: the defaults allow everything and do nothing. Labels and ranges
/// match UIKit's (ranges are UTF-16 `NSRange`s), so a UIKit delegate ports by renaming the
/// type. A delegate may call back into the field from any method (resign it, set its text,
/// type into it); the field stays consistent and begin/end calls still alternate.
@MainActor
public protocol HeadlessTextFieldDelegate: AnyObject {
  /// Asks whether editing may begin. Returning `false` leaves the field unfocused.
  func textFieldShouldBeginEditing(_ textField: HeadlessTextField) -> Bool
  /// Editing began: the field is now first responder.
  func textFieldDidBeginEditing(_ textField: HeadlessTextField)
  /// Asks whether editing may end. Returning `false` keeps the field focused, unless the end
  /// is forced (``HeadlessTextField/endEditing(_:)`` with `true`, or the field was disabled).
  func textFieldShouldEndEditing(_ textField: HeadlessTextField) -> Bool
  /// Editing ended. Called only when ``textFieldDidEndEditing(_:reason:)`` is not implemented.
  func textFieldDidEndEditing(_ textField: HeadlessTextField)
  /// Editing ended, and why. The default implementation calls ``textFieldDidEndEditing(_:)``,
  /// so implementing this one replaces that call, as in UIKit.
  func textFieldDidEndEditing(
    _ textField: HeadlessTextField, reason: HeadlessTextField.DidEndEditingReason)
  /// Asks whether a user edit may replace the UTF-16 `range` with `string` (empty for a
  /// deletion). Returning `false` cancels the edit with no side effect.
  func textField(
    _ textField: HeadlessTextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// The selection (or the caret) changed because of a user action.
  func textFieldDidChangeSelection(_ textField: HeadlessTextField)
  /// Asks whether the field may clear its text (clear button, or `clearsOnBeginEditing`).
  func textFieldShouldClear(_ textField: HeadlessTextField) -> Bool
  /// The return key was pressed. Returning `false` stops the field from sending
  /// ``ControlEvent/editingDidEndOnExit``. The field never resigns by itself.
  func textFieldShouldReturn(_ textField: HeadlessTextField) -> Bool
}

extension HeadlessTextFieldDelegate {
  /// Allows editing to begin.
  public func textFieldShouldBeginEditing(_ textField: HeadlessTextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: HeadlessTextField) {}
  /// Allows editing to end.
  public func textFieldShouldEndEditing(_ textField: HeadlessTextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: HeadlessTextField) {}
  /// Calls ``textFieldDidEndEditing(_:)``.
  public func textFieldDidEndEditing(
    _ textField: HeadlessTextField, reason: HeadlessTextField.DidEndEditingReason
  ) {
    textFieldDidEndEditing(textField)
  }
  /// Allows the edit.
  public func textField(
    _ textField: HeadlessTextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// Does nothing.
  public func textFieldDidChangeSelection(_ textField: HeadlessTextField) {}
  /// Allows clearing.
  public func textFieldShouldClear(_ textField: HeadlessTextField) -> Bool { true }
  /// Allows the return key.
  public func textFieldShouldReturn(_ textField: HeadlessTextField) -> Bool { true }
}
