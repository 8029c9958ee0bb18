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

/// A button of a toolbar or a navigation bar, as UIKit's `UIBarButtonItem`.
@MainActor
open class UIBarButtonItem: NSObject {
  /// UIKit's system items, as `UIBarButtonItem.SystemItem`.
  public enum SystemItem: Int, Sendable, Hashable, CaseIterable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action,
      organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind,
      fastForward, undo, redo, close
  }

  /// An item's look, as `UIBarButtonItem.Style`.
  public enum Style: Int, Sendable, Hashable, CaseIterable {
    /// Plain.
    case plain = 0
    /// Bordered (deprecated in UIKit; plain).
    case bordered = 1
    /// Done: bold.
    case done = 2
  }

  /// The item's title.
  open var title: String?
  /// The item's image.
  open var image: UIImage?
  /// The item's look.
  open var style: Style = .plain
  /// The system item it was made as, if any.
  public let systemItem: SystemItem?
  /// What a tap runs.
  open var primaryAction: UIAction?
  /// Whether a person can tap it.
  open var isEnabled = true
  /// The item's width, for a fixed space.
  open var width: CGFloat = 0
  /// The item's tint. Kept, not drawn.
  open var tintColor: UIColor?
  /// The label assistive technologies read.
  open var accessibilityLabel: String?

  /// An item with a title, an image and an action, as UIKit's
  /// `init(title:image:primaryAction:menu:)`.
  public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
    systemItem = nil
    super.init()
  }

  /// A system item with an action, as UIKit's `init(systemItem:primaryAction:menu:)`.
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    super.init()
  }

  /// A titled item with a target and an action, as UIKit's
  /// `init(title:style:target:action:)`. Only `nil` actions compile on Linux (no
  /// `#selector`): give the item a ``primaryAction`` instead.
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init(title: title)
    self.style = style
  }

  /// A system item with a target and an action, as UIKit's
  /// `init(barButtonSystemItem:target:action:)`: what a flexible space is made with.
  public convenience init(barButtonSystemItem: SystemItem, target: Any?, action: Selector?) {
    self.init(systemItem: barButtonSystemItem)
  }

  /// A flexible space, as UIKit's `.flexibleSpace()`.
  public static func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(systemItem: .flexibleSpace)
  }

  /// A space of `width`, as UIKit's `.fixedSpace(_:)`.
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }

  /// Whether the item is a space, not a button.
  var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

  /// A person taps the item: its action runs, as one update batch, unless it is disabled or
  /// a space.
  public func tap() {
    guard isEnabled, !isSpace, let primaryAction else { return }
    UpdateScheduler.perform { primaryAction.perform(sender: self) }
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
