/// An ellipse, as SwiftUI's `Ellipse`.
public struct Ellipse: Shape {
  /// An ellipse.
  public init() {}
  /// The shape's kind and parameters.
  nonisolated public var shapeDescription: String { "Ellipse" }
  /// The outline in `rect`.
  nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension Ellipse: LeafView {
  static var fixedRole: NodeRole? { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.shape, shapeDescription)] }
}

// The shapes' static members (iOS 17), as `.clipShape(.rect(cornerRadius: 8))` and
// `.background(.blue, in: .capsule)` write them.
