/// A split view whose detail keeps its width, the sidebar over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The prominent-detail style.
  public init() {}
  /// The style's name.
  public var styleName: String { "prominentDetail" }
}
