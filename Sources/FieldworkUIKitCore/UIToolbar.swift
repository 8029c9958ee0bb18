/// A bar of buttons, as UIKit's `UIToolbar`: what wrappers put above the keyboard as a text
/// field's `inputAccessoryView` ("Done", "Next"). Its items are kept; a test taps them.
///
/// ```swift
/// let toolbar = UIToolbar()
/// toolbar.items = [.flexibleSpace(), UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in
///   textField.resignFirstResponder()
/// })]
/// textField.inputAccessoryView = toolbar
/// // In a test:
/// (field.inputAccessoryView as? UIToolbar)?.items?.last?.tap()
/// ```
open class UIToolbar: UIView {
  /// The items, in order.
  open var items: [UIBarButtonItem]?
  /// The bar's look.
  open var barStyle: UIBarStyle = .default
  /// Whether the bar is translucent. Kept, not drawn.
  open var isTranslucent = true
  /// The tint of the bar's background. Kept, not drawn.
  open var barTintColor: UIColor?

  /// Sets the items.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }

  /// The items a person can tap: those with a title, an image or a system look.
  public var buttons: [UIBarButtonItem] {
    (items ?? []).filter { !$0.isSpace }
  }
}

extension UIResponder {
  /// Posted before the keyboard shows. Fieldwork shows no keyboard, so nothing posts it; the
  /// names exist so that code observing them compiles.
  public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted after the keyboard shows.
  public static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  /// Posted before the keyboard hides.
  public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// Posted after the keyboard hides.
  public static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes.
  public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after the keyboard's frame changed.
  public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")
  /// The user-info key of the keyboard's final frame.
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The user-info key of the keyboard's first frame.
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The user-info key of the animation's duration.
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The user-info key of the animation's curve.
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}
