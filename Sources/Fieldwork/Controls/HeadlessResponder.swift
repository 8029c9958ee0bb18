/// A control that can take focus, as a `UIResponder` that accepts first responder: the text
/// field, the text view and the search bar.
@MainActor
public protocol HeadlessResponder: HeadlessWindowMember {
  /// Whether the control has focus.
  var isFirstResponder: Bool { get }
  /// Asks the control to take focus; returns whether it has it afterwards.
  @discardableResult func becomeFirstResponder() -> Bool
  /// Asks the control to give up focus; returns whether it no longer has it.
  @discardableResult func resignFirstResponder() -> Bool
  /// Ends editing; with `force`, the delegate is not asked. Returns whether the control no
  /// longer has focus.
  @discardableResult func endEditing(_ force: Bool) -> Bool
}
