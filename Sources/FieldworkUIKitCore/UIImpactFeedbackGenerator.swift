/// The feedback of an impact, as UIKit's `UIImpactFeedbackGenerator`.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy an impact feels.
  public enum FeedbackStyle: Int, Sendable, CustomStringConvertible {
    /// Light.
    case light
    /// Medium.
    case medium
    /// Heavy.
    case heavy
    /// Soft.
    case soft
    /// Rigid.
    case rigid

    /// The style's name.
    public var description: String {
      switch self {
      case .light: "light"
      case .medium: "medium"
      case .heavy: "heavy"
      case .soft: "soft"
      case .rigid: "rigid"
      }
    }
  }

  /// The style.
  public let style: FeedbackStyle

  /// A generator of `style` impacts.
  public init(style: FeedbackStyle = .medium) {
    self.style = style
    super.init()
  }

  /// An impact.
  open func impactOccurred() { record("impact(\(style))") }

  /// An impact of `intensity` (0 to 1).
  open func impactOccurred(intensity: CGFloat) { record("impact(\(style), \(intensity))") }
}
