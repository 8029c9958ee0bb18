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

/// A `.scaleEffect`, as inspection reads it.
struct ScaleEffect: CustomStringConvertible {
  let size: CGSize
  let anchor: UnitPoint
  var description: String { "\(size.width) × \(size.height) around \(anchor)" }
}

/// A `.rotationEffect`, as inspection reads it.
struct RotationEffect: CustomStringConvertible {
  let angle: Angle
  let anchor: UnitPoint
  var description: String { "\(angle) around \(anchor)" }
}
