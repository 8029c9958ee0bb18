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
