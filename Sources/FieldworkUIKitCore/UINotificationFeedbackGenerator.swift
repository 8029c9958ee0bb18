/// The feedback of an outcome, as UIKit's `UINotificationFeedbackGenerator`.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcome.
  public enum FeedbackType: Int, Sendable, CustomStringConvertible {
    /// It worked.
    case success
    /// A warning.
    case warning
    /// It failed.
    case error

    /// The type's name.
    public var description: String {
      switch self {
      case .success: "success"
      case .warning: "warning"
      case .error: "error"
      }
    }
  }

  /// An outcome of `type`.
  open func notificationOccurred(_ type: FeedbackType) { record("notification(\(type))") }
}
