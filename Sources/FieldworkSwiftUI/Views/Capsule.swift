/// A capsule, as SwiftUI's `Capsule`.
public struct Capsule: Shape {
  /// A capsule.
  public init(style: RoundedCornerStyle = .circular) {}
  /// The shape's kind and parameters.
  nonisolated public var shapeDescription: String { "Capsule" }
  /// The outline in `rect`.
  nonisolated public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: Swift.min(rect.width, rect.height) / 2)
  }
}

extension Capsule: LeafView {
  static var fixedRole: NodeRole? { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.shape, shapeDescription)] }
}
