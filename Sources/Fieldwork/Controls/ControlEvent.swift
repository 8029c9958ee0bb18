/// A control event a ``HeadlessTextField`` sends to actions added with
/// ``HeadlessTextField/addAction(for:_:)``, as UIKit's `UIControl.Event`.
public enum ControlEvent: Sendable, Hashable, CaseIterable {
  /// Editing began (after ``HeadlessTextFieldDelegate/textFieldDidBeginEditing(_:)``).
  case editingDidBegin
  /// A user edit changed the text (typing, paste, delete, clear, IME, undo).
  case editingChanged
  /// Editing ended (after ``HeadlessTextFieldDelegate/textFieldDidEndEditing(_:reason:)``).
  case editingDidEnd
  /// The return key was pressed and the delegate allowed it.
  case editingDidEndOnExit
}
