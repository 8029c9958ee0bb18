/// A path of rectangles, rounded rectangles and ovals, as UIKit's `UIBezierPath`: kept as
/// figures, never drawn, for a SwiftUI `Shape` that returns `Path(bezierPath.cgPath)` (the
/// usual way to round only some corners).
///
/// ```swift
/// struct TopRounded: Shape {
///   func path(in rect: CGRect) -> Path {
///     let path = UIBezierPath(
///       roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
///       cornerRadii: CGSize(width: 35, height: 35))
///     return Path(path.cgPath)
///   }
/// }
/// ```
///
/// As UIKit's, it is not tied to the main actor: a shape's `path(in:)` makes one anywhere.
open class UIBezierPath: NSObject {
  private var elements: [Path.Element]

  /// An empty path.
  public override init() {
    elements = []
    super.init()
  }

  /// A path of `rect`.
  public init(rect: CGRect) {
    elements = [.rect(rect)]
    super.init()
  }

  /// A path of the oval inscribed in `rect`.
  public init(ovalIn rect: CGRect) {
    elements = [.ellipse(rect)]
    super.init()
  }

  /// A path of `rect` with every corner rounded by `cornerRadius`.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    elements = [.roundedRect(rect, cornerRadius: cornerRadius)]
    super.init()
  }

  /// A path of `rect` with `corners` rounded. As UIKit does, only `cornerRadii.width` is
  /// used, for both directions of each rounded corner.
  public init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    let radius = cornerRadii.width
    let radii = RectangleCornerRadii(
      topLeading: corners.contains(.topLeft) ? radius : 0,
      bottomLeading: corners.contains(.bottomLeft) ? radius : 0,
      bottomTrailing: corners.contains(.bottomRight) ? radius : 0,
      topTrailing: corners.contains(.topRight) ? radius : 0)
    elements = [.unevenRoundedRect(rect, cornerRadii: radii)]
    super.init()
  }

  /// The path's figures, as Core Graphics holds them.
  open var cgPath: CGPath { Path(elements: elements).cgPath }

  /// Adds `path`'s figures to this path's.
  open func append(_ path: UIBezierPath) {
    elements += path.elements
  }
}
