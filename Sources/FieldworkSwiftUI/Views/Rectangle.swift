/// A rectangle, as SwiftUI's `Rectangle`.
public struct Rectangle: Shape {
  /// A rectangle.
  public init() {}
  /// The shape's kind and parameters.
  nonisolated public var shapeDescription: String { "Rectangle" }
  /// The outline in `rect`.
  nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Rectangle: LeafView {
  static var fixedRole: NodeRole? { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.shape, shapeDescription)] }
}
