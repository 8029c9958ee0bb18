/// How a navigation bar shows its title, as SwiftUI's `ToolbarTitleDisplayMode` (iOS 17).
public struct ToolbarTitleDisplayMode: Hashable, Sendable, CustomStringConvertible {
  /// The mode's name.
  public let description: String
  /// The platform's choice.
  public static let automatic = ToolbarTitleDisplayMode(description: "automatic")
  /// A large title.
  public static let large = ToolbarTitleDisplayMode(description: "large")
  /// A small title in the bar.
  public static let inline = ToolbarTitleDisplayMode(description: "inline")
  /// A large title in the bar's line.
  public static let inlineLarge = ToolbarTitleDisplayMode(description: "inlineLarge")
}
