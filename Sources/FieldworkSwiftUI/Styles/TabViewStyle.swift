/// A view whose modifiers may tag it: the tag is read from the view's value, before it
/// renders, so that the tab view knows which tab to show.
@MainActor
protocol TabTraitReading {
  var explicitTag: AnyHashable? { get }
}

/// How a tab view looks, as SwiftUI's `TabViewStyle`: kept by name.
public protocol TabViewStyle: Sendable {
  /// The style's name.
  var styleName: String { get }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// A tab view's look: the platform's, a tab bar on iOS.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages a person swipes between.
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// Pages whose indicator shows as `indexDisplayMode` says.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode)
    -> PageTabViewStyle
  {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A tab bar that can become a sidebar (iPadOS 18).
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
    SidebarAdaptableTabViewStyle()
  }
}
