/// How a navigation view lays out, as SwiftUI's `NavigationViewStyle`: kept by name.
public protocol NavigationViewStyle: Sendable {
  /// The style's name.
  var styleName: String { get }
}

/// One stack of screens, as on an iPhone.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// The stack style.
  public init() {}
  /// The style's name.
  public var styleName: String { "stack" }
}

/// Two columns, as on an iPad.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  /// The two-column style.
  public init() {}
  /// The style's name.
  public var styleName: String { "columns" }
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
