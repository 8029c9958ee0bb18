/// A split view's columns side by side, each its width.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The balanced style.
  public init() {}
  /// The style's name.
  public var styleName: String { "balanced" }
}

/// A split view whose detail keeps its width, the sidebar over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The prominent-detail style.
  public init() {}
  /// The style's name.
  public var styleName: String { "prominentDetail" }
}

/// A split view's look: the platform's.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The platform's style.
  public init() {}
  /// The style's name.
  public var styleName: String { "automatic" }
}
