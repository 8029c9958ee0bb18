/// A way to fill text and shapes, as SwiftUI's `ShapeStyle`: a colour, a hierarchical
/// level (`.secondary`), a material.
public protocol ShapeStyle: Sendable, CustomStringConvertible {}

extension ShapeStyle {
  /// The colour the style fills with, when a colour stands for it: a colour itself, or a
  /// hierarchical level, which iOS draws as its label colours (`.secondary` is
  /// `secondaryLabel`, #3C3C43 at 60 % in light mode). `nil` for a material or a gradient.
  package var fillColor: Color? {
    switch self {
    case let color as Color: return color
    case let level as HierarchicalShapeStyle: return Color(.system(level.description))
    // iOS's systemBackground and label colours in light mode.
    case is BackgroundStyle: return Color.white
    case is ForegroundStyle: return Color.primary
    default: return nil
    }
  }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The window's background.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground of the views below.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
  /// Red.
  public static var red: Color { Color.red }
  /// Orange.
  public static var orange: Color { Color.orange }
  /// Yellow.
  public static var yellow: Color { Color.yellow }
  /// Green.
  public static var green: Color { Color.green }
  /// Mint.
  public static var mint: Color { Color.mint }
  /// Teal.
  public static var teal: Color { Color.teal }
  /// Cyan.
  public static var cyan: Color { Color.cyan }
  /// Blue.
  public static var blue: Color { Color.blue }
  /// Indigo.
  public static var indigo: Color { Color.indigo }
  /// Purple.
  public static var purple: Color { Color.purple }
  /// Pink.
  public static var pink: Color { Color.pink }
  /// Brown.
  public static var brown: Color { Color.brown }
  /// White.
  public static var white: Color { Color.white }
  /// Grey.
  public static var gray: Color { Color.gray }
  /// Black.
  public static var black: Color { Color.black }
  /// No colour.
  public static var clear: Color { Color.clear }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// Primary content.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// Secondary content.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// Tertiary content.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// Quaternary content.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
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
