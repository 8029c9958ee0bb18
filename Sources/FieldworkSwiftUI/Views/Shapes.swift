/// A shape, as SwiftUI's `Shape`: a view that fills its space, kept by kind and never drawn.
public protocol Shape: View, Sendable {
  /// The shape's kind and parameters: `RoundedRectangle(cornerRadius: 8)`.
  var shapeDescription: String { get }
}

extension Shape {
  /// Fills the shape with `content`.
  public func fill<S: ShapeStyle>(_ content: S) -> some View {
    attribute("fill", content.description)
  }

  /// Outlines the shape with `content`.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    attribute("stroke", "\(content), lineWidth: \(EdgeInsets.format(lineWidth))")
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// A rectangle, as SwiftUI's `Rectangle`.
public struct Rectangle: Shape {
  /// A rectangle.
  public init() {}
  /// The shape's kind and parameters.
  public var shapeDescription: String { "Rectangle" }
}

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle: Shape {
  /// The corners' radius.
  public let cornerRadius: CGFloat

  /// A rectangle whose corners have `cornerRadius`.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
    self.cornerRadius = cornerRadius
  }

  /// The shape's kind and parameters.
  public var shapeDescription: String {
    "RoundedRectangle(cornerRadius: \(EdgeInsets.format(cornerRadius)))"
  }
}

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
  public var shapeDescription: String { "Circle" }
}

/// A capsule, as SwiftUI's `Capsule`.
public struct Capsule: Shape {
  /// A capsule.
  public init(style: RoundedCornerStyle = .circular) {}
  /// The shape's kind and parameters.
  public var shapeDescription: String { "Capsule" }
}

/// An ellipse, as SwiftUI's `Ellipse`.
public struct Ellipse: Shape {
  /// An ellipse.
  public init() {}
  /// The shape's kind and parameters.
  public var shapeDescription: String { "Ellipse" }
}

extension Rectangle: PrimitiveView {
  func render(in context: inout RenderContext) {}
  var inspection: InspectionRole { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute("shape", shapeDescription)] }
}

extension RoundedRectangle: PrimitiveView {
  func render(in context: inout RenderContext) {}
  var inspection: InspectionRole { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute("shape", shapeDescription)] }
}

extension Circle: PrimitiveView {
  func render(in context: inout RenderContext) {}
  var inspection: InspectionRole { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute("shape", shapeDescription)] }
}

extension Capsule: PrimitiveView {
  func render(in context: inout RenderContext) {}
  var inspection: InspectionRole { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute("shape", shapeDescription)] }
}

extension Ellipse: PrimitiveView {
  func render(in context: inout RenderContext) {}
  var inspection: InspectionRole { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute("shape", shapeDescription)] }
}
