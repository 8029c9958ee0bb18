/// How a split view lays its columns out, as SwiftUI's `NavigationSplitViewStyle`: kept by
/// name.
public protocol NavigationSplitViewStyle: Sendable {
  /// The style's name.
  var styleName: String { get }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// Columns side by side.
  public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// The detail keeps its width.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The platform's look.
  public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}
