/// Which columns of a split view show, as SwiftUI's `NavigationSplitViewVisibility`. Kept.
public struct NavigationSplitViewVisibility: Hashable, Sendable, CustomStringConvertible {
  /// The visibility's name.
  public let description: String
  /// The platform's choice.
  public static let automatic = NavigationSplitViewVisibility(description: "automatic")
  /// Every column.
  public static let all = NavigationSplitViewVisibility(description: "all")
  /// The content and detail columns.
  public static let doubleColumn = NavigationSplitViewVisibility(description: "doubleColumn")
  /// The detail column alone.
  public static let detailOnly = NavigationSplitViewVisibility(description: "detailOnly")
}
