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

/// Records the accessibility notifications posted while it lives, as a device's VoiceOver
/// hears them: every host has one (`host.accessibilityNotifications`).
///
/// Notifications are global, as on a device: each recorder alive hears every post, from any
/// host or none. A test that counts announcements while other tests post theirs belongs in a
/// `.serialized` suite, or compares only what its own screen says.
public final class AccessibilityNotificationRecorder: Sendable {
  private let recorded = Locked<[AccessibilityNotification]>([])

  private static let live = Locked<[WeakRecorder]>([])

  /// A recorder that hears every notification posted from now on.
  public init() {
    Self.live.withLock { recorders in
      recorders.removeAll { $0.recorder == nil }
      recorders.append(WeakRecorder(recorder: self))
    }
  }

  /// What was posted since the recorder was made (or last cleared), oldest first.
  public var notifications: [AccessibilityNotification] { recorded.withLock { $0 } }

  /// The announcements' texts, oldest first.
  public var announcements: [String] {
    notifications.compactMap { $0.kind == .announcement ? $0.argument : nil }
  }

  /// Forgets what was recorded.
  public func removeAll() {
    recorded.withLock { $0.removeAll() }
  }

  static func deliver(_ notification: AccessibilityNotification) {
    let recorders = live.withLock { recorders -> [AccessibilityNotificationRecorder] in
      recorders.removeAll { $0.recorder == nil }
      return recorders.compactMap(\.recorder)
    }
    for recorder in recorders { recorder.recorded.withLock { $0.append(notification) } }
  }

  private struct WeakRecorder: Sendable {
    weak var recorder: AccessibilityNotificationRecorder?
  }
}
