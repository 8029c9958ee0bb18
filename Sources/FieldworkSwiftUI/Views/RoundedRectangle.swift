/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle: Shape {
  /// The corners' radius.
  public let cornerRadius: CGFloat

  /// A rectangle whose corners have `cornerRadius`.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
    self.cornerRadius = cornerRadius
  }

  /// The shape's kind and parameters.
  nonisolated public var shapeDescription: String {
    "RoundedRectangle(cornerRadius: \(EdgeInsets.format(cornerRadius)))"
  }
  /// The outline in `rect`.
  nonisolated public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: cornerRadius)
  }
}

extension RoundedRectangle: LeafView {
  static var fixedRole: NodeRole? { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.shape, shapeDescription)] }
}
