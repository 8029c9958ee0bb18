/// A tab view's look: the platform's, a tab bar on iOS.
public struct DefaultTabViewStyle: TabViewStyle {
  /// The platform's style.
  public init() {}
  /// The style's name.
  public var styleName: String { "automatic" }
}
