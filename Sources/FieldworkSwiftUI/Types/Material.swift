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

extension ShapeStyle where Self == Material {
  /// The thinnest material.
  public static var ultraThinMaterial: Material { .ultraThinMaterial }
  /// A thin material.
  public static var thinMaterial: Material { .thinMaterial }
  /// A regular material.
  public static var regularMaterial: Material { .regularMaterial }
  /// A thick material.
  public static var thickMaterial: Material { .thickMaterial }
  /// The thickest material.
  public static var ultraThickMaterial: Material { .ultraThickMaterial }
}
