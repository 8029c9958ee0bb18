/// Two columns, as on an iPad.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  /// The two-column style.
  public init() {}
  /// The style's name.
  public var styleName: String { "columns" }
}
