/// The tint colour of the view it styles, as SwiftUI's `TintShapeStyle`: the closest
/// `.tint(_:)` around it, else the accent colour.
public struct TintShapeStyle: ShapeStyle, Hashable {
  /// The tint style.
  public init() {}

  /// `tint`.
  public var description: String { "tint" }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The tint colour of the view it styles.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}
