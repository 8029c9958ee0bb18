/// One stack of screens, as on an iPhone.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// The stack style.
  public init() {}
  /// The style's name.
  public var styleName: String { "stack" }
}
