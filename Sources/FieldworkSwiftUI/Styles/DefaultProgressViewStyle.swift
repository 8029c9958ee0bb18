/// A progress view's look: the platform's.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// The platform's style.
  public init() {}
  /// The style's name.
  public var styleName: String { "automatic" }
}
