/// The level of content a style fills, as SwiftUI's `HierarchicalShapeStyle`.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  /// The level's name.
  public let description: String

  /// Primary content.
  public static let primary = HierarchicalShapeStyle(description: "primary")
  /// Secondary content.
  public static let secondary = HierarchicalShapeStyle(description: "secondary")
  /// Tertiary content.
  public static let tertiary = HierarchicalShapeStyle(description: "tertiary")
  /// Quaternary content.
  public static let quaternary = HierarchicalShapeStyle(description: "quaternary")
}
