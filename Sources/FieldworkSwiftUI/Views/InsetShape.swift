/// A shape inset on every side, as SwiftUI's `InsetShape`.
public struct InsetShape<Content: Shape>: Shape {
  let shape: Content
  let amount: CGFloat
  /// The shape's kind and parameters.
  nonisolated public var shapeDescription: String {
    "\(shape.shapeDescription).inset(by: \(EdgeInsets.format(amount)))"
  }
  /// The inset shape's outline.
  nonisolated public func path(in rect: CGRect) -> Path {
    shape.path(in: rect.insetBy(dx: amount, dy: amount))
  }
}

extension InsetShape: LeafView {
  static var fixedRole: NodeRole? { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.shape, shapeDescription)] }
}
