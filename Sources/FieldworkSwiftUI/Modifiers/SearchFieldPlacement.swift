/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`.
public struct SearchFieldPlacement: Hashable, Sendable, CustomStringConvertible {
  /// The placement's name.
  public let description: String

  /// Where the system puts it.
  public static let automatic = SearchFieldPlacement(description: "automatic")
  /// In the navigation bar.
  public static let navigationBarDrawer = SearchFieldPlacement(description: "navigationBarDrawer")
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(description: "toolbar")
  /// In the sidebar.
  public static let sidebar = SearchFieldPlacement(description: "sidebar")

  /// In the navigation bar's drawer, shown as `displayMode` says.
  public static func navigationBarDrawer(displayMode: DisplayMode) -> SearchFieldPlacement {
    SearchFieldPlacement(description: "navigationBarDrawer(\(displayMode))")
  }

  /// When the drawer shows.
  public enum DisplayMode: Hashable, Sendable {
    /// As the system decides.
    case automatic
    /// Always.
    case always
  }
}
