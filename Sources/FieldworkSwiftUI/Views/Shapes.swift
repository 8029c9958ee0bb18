/// A shape, as SwiftUI's `Shape`: a view that fills its space, kept by kind and never drawn.
public protocol Shape: View, Sendable {
  /// The shape's kind and parameters: `RoundedRectangle(cornerRadius: 8)`.
  nonisolated var shapeDescription: String { get }
  /// The shape's outline in `rect`, as SwiftUI's `path(in:)`.
  nonisolated func path(in rect: CGRect) -> Path
}

/// A shape's outline, as SwiftUI's `Path`: the figures it is made of, kept, never drawn.
public struct Path: Hashable, Sendable, CustomStringConvertible {
  /// A figure of an outline.
  public enum Element: Hashable, Sendable {
    /// A rectangle.
    case rect(CGRect)
    /// A rectangle with rounded corners.
    case roundedRect(CGRect, cornerRadius: CGFloat)
    /// An ellipse inscribed in a rectangle.
    case ellipse(CGRect)
    /// A rectangle whose corners each have their own radius.
    case unevenRoundedRect(CGRect, cornerRadii: RectangleCornerRadii)
  }

  /// The figures, in order.
  public var elements: [Element]

  /// An empty path.
  public init() { elements = [] }

  /// A path of a rectangle.
  public init(_ rect: CGRect) { elements = [.rect(rect)] }

  /// A path of a rectangle with rounded corners.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    elements = [.roundedRect(rect, cornerRadius: cornerRadius)]
  }

  /// A path of the ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) { elements = [.ellipse(rect)] }

  /// A path of a rectangle whose corners each have their own radius, as SwiftUI's
  /// `Path(roundedRect:cornerRadii:style:)`.
  public init(
    roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii,
    style: RoundedCornerStyle = .continuous
  ) {
    elements = [.unevenRoundedRect(rect, cornerRadii: cornerRadii)]
  }

  /// The path of a Core Graphics path, as SwiftUI's `Path(_:)` (a `UIBezierPath`'s
  /// `cgPath`).
  public init(_ path: CGPath) { elements = path.elements }

  /// The path as a Core Graphics path, as SwiftUI's `cgPath`.
  public var cgPath: CGPath { CGPath(elements: elements) }

  package init(elements: [Element]) { self.elements = elements }

  /// The path moved by `x` and `y`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    Path(
      elements: elements.map { element in
        switch element {
        case .rect(let rect): .rect(rect.offsetBy(dx: dx, dy: dy))
        case .roundedRect(let rect, let radius):
          .roundedRect(rect.offsetBy(dx: dx, dy: dy), cornerRadius: radius)
        case .ellipse(let rect): .ellipse(rect.offsetBy(dx: dx, dy: dy))
        case .unevenRoundedRect(let rect, let radii):
          .unevenRoundedRect(rect.offsetBy(dx: dx, dy: dy), cornerRadii: radii)
        }
      })
  }

  /// The figures, described.
  public var description: String { "Path(\(elements))" }
}

/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
  /// The top leading corner's radius.
  public var topLeading: CGFloat
  /// The bottom leading corner's radius.
  public var bottomLeading: CGFloat
  /// The bottom trailing corner's radius.
  public var bottomTrailing: CGFloat
  /// The top trailing corner's radius.
  public var topTrailing: CGFloat

  /// Radii for each corner; a corner not named is square.
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// A Core Graphics path, as `CGPath`: the figures of a path, kept, never drawn. What a
/// `UIBezierPath`'s `cgPath` gives, for `Path(_:)`.
public final class CGPath: Hashable, Sendable, CustomStringConvertible {
  /// The figures, in order.
  public let elements: [Path.Element]

  init(elements: [Path.Element]) { self.elements = elements }

  /// Whether two paths have the same figures.
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

  /// Hashes the figures.
  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

  /// The figures, described.
  public var description: String { "CGPath(\(elements))" }
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

extension InsetShape: LeafView {
  static var fixedInspection: InspectionRole? { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.shape, shapeDescription)] }
}

extension OffsetShape: LeafView {
  static var fixedInspection: InspectionRole? { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.shape, shapeDescription)] }
}

/// A shape's outline as a shape of its own, as SwiftUI's `Shape.stroke(lineWidth:)` returns
/// it (iOS 13's spelling): it can be filled, and its path is its shape's.
public struct StrokedShape<Content: Shape>: Shape {
  let shape: Content
  /// The outline's width.
  public let lineWidth: CGFloat
  /// The shape's kind and parameters.
  nonisolated public var shapeDescription: String {
    "\(shape.shapeDescription).stroke(lineWidth: \(EdgeInsets.format(lineWidth)))"
  }
  /// The outline's path: its shape's (nothing is drawn, so the band is not computed).
  nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

extension StrokedShape: LeafView {
  static var fixedInspection: InspectionRole? { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.shape, shapeDescription)] }
}

extension InspectableView where Kind == ViewType.Shape {
  /// The shape's outline in `rect`, as ViewInspector's `path(in:)`.
  public func path(in rect: CGRect) throws -> Path {
    try onMainActor {
      guard let shape = try liveNode().viewValue as? any Shape else {
        throw InspectionError.typeMismatch(factual: typeNameForErrors, expected: "Shape")
      }
      return shape.path(in: rect)
    }
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

/// A rectangle, as SwiftUI's `Rectangle`.
public struct Rectangle: Shape {
  /// A rectangle.
  public init() {}
  /// The shape's kind and parameters.
  nonisolated public var shapeDescription: String { "Rectangle" }
  /// The outline in `rect`.
  nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
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
  nonisolated public var shapeDescription: String {
    "RoundedRectangle(cornerRadius: \(EdgeInsets.format(cornerRadius)))"
  }
  /// The outline in `rect`.
  nonisolated public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: cornerRadius)
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

/// An ellipse, as SwiftUI's `Ellipse`.
public struct Ellipse: Shape {
  /// An ellipse.
  public init() {}
  /// The shape's kind and parameters.
  nonisolated public var shapeDescription: String { "Ellipse" }
  /// The outline in `rect`.
  nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension Rectangle: LeafView {
  static var fixedInspection: InspectionRole? { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.shape, shapeDescription)] }
}

extension RoundedRectangle: LeafView {
  static var fixedInspection: InspectionRole? { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.shape, shapeDescription)] }
}

extension Circle: LeafView {
  static var fixedInspection: InspectionRole? { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.shape, shapeDescription)] }
}

extension Capsule: LeafView {
  static var fixedInspection: InspectionRole? { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.shape, shapeDescription)] }
}

extension Ellipse: LeafView {
  static var fixedInspection: InspectionRole? { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.shape, shapeDescription)] }
}

// The shapes' static members (iOS 17), as `.clipShape(.rect(cornerRadius: 8))` and
// `.background(.blue, in: .capsule)` write them.

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

extension AttributeKey where Value == String {
  static var fill: Self { Self("fill") }
  static var stroke: Self { Self("stroke") }
}
