/// A split view's columns side by side, each its width.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The balanced style.
  public init() {}
  /// The style's name.
  public var styleName: String { "balanced" }
}
