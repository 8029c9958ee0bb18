/// A `.rotation3DEffect`, as inspection reads it.
struct Rotation3DEffect: CustomStringConvertible {
  let angle: Angle
  let axis: (x: CGFloat, y: CGFloat, z: CGFloat)
  let anchor: UnitPoint
  let anchorZ: CGFloat
  let perspective: CGFloat
  var description: String { "\(angle) around (\(axis.x), \(axis.y), \(axis.z))" }
}

/// How the layers of a symbol are coloured, as SwiftUI's `SymbolRenderingMode`.
public struct SymbolRenderingMode: Hashable, Sendable, CustomStringConvertible {
  /// The mode's name.
  public let description: String
  /// One colour.
  public static let monochrome = SymbolRenderingMode(description: "monochrome")
  /// The symbol's own colours.
  public static let multicolor = SymbolRenderingMode(description: "multicolor")
  /// One colour, in layers of its opacity.
  public static let hierarchical = SymbolRenderingMode(description: "hierarchical")
  /// A colour per layer, from the foreground styles.
  public static let palette = SymbolRenderingMode(description: "palette")
}
