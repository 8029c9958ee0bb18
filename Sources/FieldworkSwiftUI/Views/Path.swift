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
