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
