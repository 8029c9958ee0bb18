/// A shape moved, as SwiftUI's `OffsetShape`.
public struct OffsetShape<Content: Shape>: Shape {
  let shape: Content
  let offset: CGSize
  /// The shape's kind and parameters.
  nonisolated public var shapeDescription: String {
    "\(shape.shapeDescription).offset(x: \(offset.width), y: \(offset.height))"
  }
  /// The moved shape's outline.
  nonisolated public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }
}

extension OffsetShape: LeafView {
  static var fixedRole: NodeRole? { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.shape, shapeDescription)] }
}
