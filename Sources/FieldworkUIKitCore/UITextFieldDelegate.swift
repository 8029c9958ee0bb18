/// The messages a ``UITextField`` sends about editing, with UIKit's signatures exactly.
///
/// Every method is optional, as in UIKit: the defaults allow everything and do nothing. A
/// coordinator written for iOS (`class Coordinator: NSObject, UITextFieldDelegate`) matches
/// them as it is. A method whose signature misses UIKit's is never called, here as on iOS;
/// ``DefaultedDelegateMethods`` tells which methods a delegate left to the defaults.
@MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Asks whether editing may begin.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Asks whether editing may end.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended (called only when the `reason:` form is not implemented).
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Editing ended, and why; the default calls ``textFieldDidEndEditing(_:)``.
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Asks whether a person's edit may replace the UTF-16 `range` with `string`.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// The selection changed because of a person's action.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Asks whether the field may clear its text.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// The return key was pressed; `false` stops `editingDidEndOnExit`.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Allows editing to begin.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    DefaultedDelegateMethods.record(.textFieldShouldBeginEditing, for: self)
    return true
  }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {
    DefaultedDelegateMethods.record(.textFieldDidBeginEditing, for: self)
  }
  /// Allows editing to end.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    DefaultedDelegateMethods.record(.textFieldShouldEndEditing, for: self)
    return true
  }
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {
    DefaultedDelegateMethods.record(.textFieldDidEndEditing, for: self)
  }
  /// Calls ``textFieldDidEndEditing(_:)``, as UIKit does when this one is not implemented.
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    DefaultedDelegateMethods.record(.textFieldDidEndEditingReason, for: self)
    textFieldDidEndEditing(textField)
  }
  /// Allows the edit.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    DefaultedDelegateMethods.record(.textFieldShouldChangeCharacters, for: self)
    return true
  }
  /// Does nothing.
  public func textFieldDidChangeSelection(_ textField: UITextField) {
    DefaultedDelegateMethods.record(.textFieldDidChangeSelection, for: self)
  }
  /// Allows clearing.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool {
    DefaultedDelegateMethods.record(.textFieldShouldClear, for: self)
    return true
  }
  /// Allows the return key.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    DefaultedDelegateMethods.record(.textFieldShouldReturn, for: self)
    return true
  }
}
