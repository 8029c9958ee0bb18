/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable, CustomStringConvertible {
  /// The placement's name.
  public let description: String

  /// Where the system puts it.
  public static let automatic = ToolbarItemPlacement(description: "automatic")
  /// The leading end of the navigation bar.
  public static let navigationBarLeading = ToolbarItemPlacement(
    description: "navigationBarLeading")
  /// The trailing end of the navigation bar.
  public static let navigationBarTrailing = ToolbarItemPlacement(
    description: "navigationBarTrailing")
  /// The leading end of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(description: "topBarLeading")
  /// The trailing end of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(description: "topBarTrailing")
  /// The centre of the navigation bar.
  public static let principal = ToolbarItemPlacement(description: "principal")
  /// The bottom toolbar.
  public static let bottomBar = ToolbarItemPlacement(description: "bottomBar")
  /// Above the keyboard.
  public static let keyboard = ToolbarItemPlacement(description: "keyboard")
  /// The primary action's place.
  public static let primaryAction = ToolbarItemPlacement(description: "primaryAction")
  /// A confirming action's place.
  public static let confirmationAction = ToolbarItemPlacement(description: "confirmationAction")
  /// A cancelling action's place.
  public static let cancellationAction = ToolbarItemPlacement(description: "cancellationAction")
  /// A destructive action's place.
  public static let destructiveAction = ToolbarItemPlacement(description: "destructiveAction")
  /// The status area of the bottom toolbar.
  public static let status = ToolbarItemPlacement(description: "status")
  /// The navigation area (a leading place on iOS).
  public static let navigation = ToolbarItemPlacement(description: "navigation")
  /// A secondary action (the overflow menu).
  public static let secondaryAction = ToolbarItemPlacement(description: "secondaryAction")
}

// MARK: Attribute keys

extension AttributeKey {
  static var placement: AttributeKey<ToolbarItemPlacement> { .init("placement") }
}
