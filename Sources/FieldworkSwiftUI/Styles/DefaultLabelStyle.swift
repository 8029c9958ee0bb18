/// A label's look: the platform's (title and icon in a list).
public struct DefaultLabelStyle: LabelStyle {
  /// The platform's style.
  public init() {}
  /// The style's name.
  public var styleName: String { "automatic" }
}
