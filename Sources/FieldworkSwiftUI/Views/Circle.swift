/// A circle, as SwiftUI's `Circle`.
public struct Circle: Shape {
  /// A circle.
  public init() {}
  /// The shape's kind and parameters.
  nonisolated public var shapeDescription: String { "Circle" }
  /// The outline in `rect`.
  nonisolated public func path(in rect: CGRect) -> Path {
    let side = Swift.min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    )
  }
}

extension Circle: LeafView {
  static var fixedRole: NodeRole? { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.shape, shapeDescription)] }
}
