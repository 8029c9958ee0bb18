/// A page indicator of dots.
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the indicator has a background.
  public struct BackgroundDisplayMode: Hashable, Sendable, CustomStringConvertible {
    /// The mode's name.
    public let description: String
    /// The platform's choice.
    public static let automatic = BackgroundDisplayMode(description: "automatic")
    /// Only while a person interacts with it.
    public static let interactive = BackgroundDisplayMode(description: "interactive")
    /// Always.
    public static let always = BackgroundDisplayMode(description: "always")
    /// Never.
    public static let never = BackgroundDisplayMode(description: "never")
  }

  /// When the indicator has a background.
  public let backgroundDisplayMode: BackgroundDisplayMode

  /// An indicator whose background shows as `backgroundDisplayMode` says.
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }

  /// The style's name: `page`, or `page(always)`.
  public var styleName: String {
    backgroundDisplayMode == .automatic ? "page" : "page(\(backgroundDisplayMode))"
  }
}
