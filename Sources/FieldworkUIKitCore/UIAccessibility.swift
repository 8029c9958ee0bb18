import Fieldwork
import Foundation

/// UIKit's accessibility functions, as `UIAccessibility`: posting notifications.
public enum UIAccessibility {
  /// A notification to assistive technologies, as `UIAccessibility.Notification`.
  public struct Notification: Hashable, Sendable {
    let kind: AccessibilityNotification.Kind

    /// Speak the argument (a `String` or an `NSAttributedString`).
    public static let announcement = Notification(kind: .announcement)
    /// Part of the screen changed; the argument is the element to move to, if any.
    public static let layoutChanged = Notification(kind: .layoutChanged)
    /// A new screen; the argument is the element to start at, if any.
    public static let screenChanged = Notification(kind: .screenChanged)
    /// A scroll view moved a page; the argument is what to speak.
    public static let pageScrolled = Notification(kind: .pageScrolled)
  }

  /// Posts `notification`, as UIKit's `UIAccessibility.post(notification:argument:)`: every
  /// host alive records it (`host.accessibilityNotifications`). An announcement whose
  /// argument is an attributed string with `.accessibilitySpeechQueueAnnouncement` set to
  /// `true` is polite: it waits for the speech under way.
  public static func post(notification: Notification, argument: Any?) {
    var text: String?
    var isPolite = false
    switch argument {
    case let string as String:
      text = string
    case let attributed as NSAttributedString:
      text = attributed.string
      if attributed.length > 0 {
        let queued = attributed.attribute(
          .accessibilitySpeechQueueAnnouncement, at: 0, effectiveRange: nil)
        isPolite = (queued as? Bool) ?? (queued as? NSNumber)?.boolValue ?? false
      }
    case let view as UIView:
      text = ifOnMainActor { view.accessibilityLabel } ?? nil
    default:
      text = nil
    }
    AccessibilityNotification(notification.kind, argument: text, isPolite: isPolite).post()
  }
}

extension NSAttributedString.Key {
  /// Whether an announcement waits for the speech under way (`true`) or cuts it off, as
  /// UIKit's `.accessibilitySpeechQueueAnnouncement`.
  public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key(
    "UIAccessibilitySpeechAttributeQueueAnnouncement")
}

extension UIView: AccessibilityElementSource {}
