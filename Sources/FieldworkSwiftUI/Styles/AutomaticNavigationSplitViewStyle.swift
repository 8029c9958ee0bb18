/// A split view's look: the platform's.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The platform's style.
  public init() {}
  /// The style's name.
  public var styleName: String { "automatic" }
}
