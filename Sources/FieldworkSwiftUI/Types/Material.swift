/// A translucent background, as SwiftUI's `Material`.
public struct Material: ShapeStyle, Hashable {
  /// The material's name.
  public let description: String

  /// The thinnest.
  public static let ultraThinMaterial = Material(description: "ultraThinMaterial")
  /// Thin.
  public static let thinMaterial = Material(description: "thinMaterial")
  /// Regular.
  public static let regularMaterial = Material(description: "regularMaterial")
  /// Thick.
  public static let thickMaterial = Material(description: "thickMaterial")
  /// The thickest.
  public static let ultraThickMaterial = Material(description: "ultraThickMaterial")
}
