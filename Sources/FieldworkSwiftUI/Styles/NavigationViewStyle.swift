/// How a navigation view lays out, as SwiftUI's `NavigationViewStyle`: kept by name.
public protocol NavigationViewStyle: Sendable {
  /// The style's name.
  var styleName: String { get }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One stack of screens.
  public static var stack: StackNavigationViewStyle { .init() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
  /// Two columns.
  public static var columns: DoubleColumnNavigationViewStyle { .init() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's style.
  public static var automatic: DefaultNavigationViewStyle { .init() }
}
