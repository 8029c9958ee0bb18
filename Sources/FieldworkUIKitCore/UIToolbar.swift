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

/// A bar's look, as UIKit's `UIBarStyle`.
public enum UIBarStyle: Int, Sendable, Hashable, CaseIterable {
  /// The default look.
  case `default` = 0
  /// A black bar.
  case black = 1
}

/// A method name, as the Objective-C runtime's `Selector`: Linux has no such runtime, so
/// `#selector(…)` does not compile; pass `nil` (as for a flexible space), or use the
/// `UIAction` initializers. Kept by name for code that builds one from a string.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The method's name.
  public let name: String
  /// The selector named `name`.
  public init(_ name: String) { self.name = name }
  /// The selector named `value`.
  public init(stringLiteral value: String) { name = value }

  /// UIKit's `paste(_:)` edit action.
  public static let paste = Selector("paste:")
  /// UIKit's `selectAll(_:)` edit action.
  public static let selectAll = Selector("selectAll:")
  /// UIKit's `copy(_:)` edit action.
  public static let copy = Selector("copy:")
  /// UIKit's `cut(_:)` edit action.
  public static let cut = Selector("cut:")
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
