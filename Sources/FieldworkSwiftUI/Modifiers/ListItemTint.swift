/// A list item's tint, as SwiftUI's `ListItemTint`.
public struct ListItemTint: Hashable, Sendable, CustomStringConvertible {
  /// The colour.
  public let color: Color
  /// Whether the tint stays, whatever the person's accent colour.
  public let isFixed: Bool

  /// A tint of `color` that stays.
  public static func fixed(_ color: Color) -> ListItemTint {
    ListItemTint(color: color, isFixed: true)
  }

  /// A tint of `color` that the person's accent colour may replace.
  public static func preferred(_ color: Color) -> ListItemTint {
    ListItemTint(color: color, isFixed: false)
  }

  /// The system's monochrome tint.
  public static let monochrome = ListItemTint(color: .primary, isFixed: true)

  /// `fixed(red)` or `preferred(red)`.
  public var description: String { (isFixed ? "fixed" : "preferred") + "(\(color))" }
}
