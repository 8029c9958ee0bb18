/// A menu's look: the platform's.
public struct DefaultMenuStyle: MenuStyle {
  /// The platform's style.
  public init() {}
  /// The style's name.
  public var styleName: String { "automatic" }
}
