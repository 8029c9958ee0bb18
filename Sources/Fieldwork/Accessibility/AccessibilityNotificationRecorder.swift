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
