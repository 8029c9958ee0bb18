/// The platform's navigation style.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// The platform's style.
  public init() {}
  /// The style's name.
  public var styleName: String { "automatic" }
}
