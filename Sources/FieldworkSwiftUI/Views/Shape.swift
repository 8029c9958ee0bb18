/// A shape, as SwiftUI's `Shape`: a view that fills its space, kept by kind and never drawn.
public protocol Shape: View, Sendable {
  /// The shape's kind and parameters: `RoundedRectangle(cornerRadius: 8)`.
  nonisolated var shapeDescription: String { get }
  /// The shape's outline in `rect`, as SwiftUI's `path(in:)`.
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
  /// The shape's type name: how a shape of the app's own, which declares only
  /// `path(in:)`, is described (`Wave`).
  nonisolated public var shapeDescription: String { "\(Self.self)" }

  /// The shape inset by `amount` on every side, as SwiftUI's `inset(by:)`.
  nonisolated public func inset(by amount: CGFloat) -> InsetShape<Self> {
    InsetShape(shape: self, amount: amount)
  }

  /// The shape moved by `x` and `y`, as SwiftUI's `offset(x:y:)` on a shape.
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }
}

extension Shape {
  /// Fills the shape with `content`.
  public func fill<S: ShapeStyle>(_ content: S) -> some View {
    attribute(.fill, content.description)
  }

  /// The shape's outline, `lineWidth` wide, as a shape to fill or modify further.
  public func stroke(lineWidth: CGFloat = 1) -> StrokedShape<Self> {
    StrokedShape(shape: self, lineWidth: lineWidth)
  }

  /// Outlines the shape with `content`.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    attribute(.stroke, "\(content), lineWidth: \(EdgeInsets.format(lineWidth))")
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Shape where Self == Rectangle {
  /// A rectangle.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangle whose corners are rounded by `cornerRadius`.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension Shape where Self == Capsule {
  /// A capsule.
  public static var capsule: Capsule { Capsule() }

  /// A capsule whose ends curve as `style` says.
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
  /// A circle.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  /// An ellipse.
  public static var ellipse: Ellipse { Ellipse() }
}

// MARK: Attribute keys

extension AttributeKey {
  static var fill: AttributeKey<String> { .init("fill") }
  static var stroke: AttributeKey<String> { .init("stroke") }
}
