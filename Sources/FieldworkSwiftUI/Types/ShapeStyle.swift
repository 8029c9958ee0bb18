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
