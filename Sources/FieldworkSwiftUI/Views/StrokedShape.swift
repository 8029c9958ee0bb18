/// A shape's outline as a shape of its own, as SwiftUI's `Shape.stroke(lineWidth:)` returns
/// it (iOS 13's spelling): it can be filled, and its path is its shape's.
public struct StrokedShape<Content: Shape>: Shape {
  let shape: Content
  /// The outline's width.
  public let lineWidth: CGFloat
  /// The shape's kind and parameters.
  nonisolated public var shapeDescription: String {
    "\(shape.shapeDescription).stroke(lineWidth: \(EdgeInsets.format(lineWidth)))"
  }
  /// The outline's path: its shape's (nothing is drawn, so the band is not computed).
  nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

extension StrokedShape: LeafView {
  static var fixedRole: NodeRole? { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.shape, shapeDescription)] }
}
