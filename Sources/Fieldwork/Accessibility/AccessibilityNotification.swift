/// A notification to assistive technology: an announcement to speak, or news that the screen
/// changed, as UIKit's `UIAccessibility.post(notification:argument:)` and SwiftUI's
/// `AccessibilityNotification` post them.
public struct AccessibilityNotification: Sendable, Hashable, CustomStringConvertible {
  /// What happened.
  public enum Kind: String, Sendable, Hashable {
    /// Speak `argument`.
    case announcement
    /// Part of the screen changed: VoiceOver moves to `argument`'s element, or reads on.
    case layoutChanged
    /// A new screen: VoiceOver starts at its first element (or `argument`'s).
    case screenChanged
    /// A scroll view moved a page: speak `argument` ("Page 2 of 5").
    case pageScrolled
  }

  /// What happened.
  public var kind: Kind
  /// What to speak, or the label of the element to move to.
  public var argument: String?
  /// Whether the announcement waits for the speech under way to end (UIKit's
  /// `accessibilitySpeechQueueAnnouncement`, SwiftUI's `.low` priority) rather than cutting it
  /// off: what results that change as a person types should use.
  public var isPolite: Bool

  /// A notification of `kind`.
  public init(_ kind: Kind, argument: String? = nil, isPolite: Bool = false) {
    self.kind = kind
    self.argument = argument
    self.isPolite = isPolite
  }

  /// A polite announcement of `text`, queued behind what VoiceOver is saying.
  public static func politeAnnouncement(_ text: String) -> AccessibilityNotification {
    AccessibilityNotification(.announcement, argument: text, isPolite: true)
  }

  /// `announcement "54 results" (polite)`.
  public var description: String {
    var line = kind.rawValue
    if let argument { line += " \"\(argument)\"" }
    if isPolite { line += " (polite)" }
    return line
  }

  /// Posts the notification to every recorder alive (each host has one), from any thread.
  public func post() {
    AccessibilityNotificationRecorder.deliver(self)
  }
}
