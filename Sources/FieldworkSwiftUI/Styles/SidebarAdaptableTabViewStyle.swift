/// A tab view's look on iPadOS 18: a tab bar that can become a sidebar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  /// The style.
  public init() {}
  /// The style's name.
  public var styleName: String { "sidebarAdaptable" }
}
