/// How rounded corners curve, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// Continuous curves.
  case continuous
}

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

extension Circle: LeafView {
  static var fixedRole: NodeRole? { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.shape, shapeDescription)] }
}

extension Capsule: LeafView {
  static var fixedRole: NodeRole? { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.shape, shapeDescription)] }
}
