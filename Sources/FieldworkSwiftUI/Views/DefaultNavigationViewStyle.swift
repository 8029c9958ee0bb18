/// The platform's navigation style.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// The platform's style.
  public init() {}
  /// The style's name.
  public var styleName: String { "automatic" }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's style.
  public static var automatic: DefaultNavigationViewStyle { .init() }
}
