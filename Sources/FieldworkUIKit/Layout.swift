/// How text lines up, as UIKit's `NSTextAlignment`, with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable, Hashable, CaseIterable {
  /// Left.
  case left = 0
  /// Centred.
  case center = 1
  /// Right.
  case right = 2
  /// Justified.
  case justified = 3
  /// The writing direction's natural alignment (UIKit's default).
  case natural = 4
}

/// How strongly a layout rule holds, as UIKit's `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority, 1...1000.
  public var rawValue: Float
  /// Creates a priority.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Creates a priority.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// Must hold.
  public static let required = UILayoutPriority(1000)
  /// The default priority of a view's resistance to shrinking.
  public static let defaultHigh = UILayoutPriority(750)
  /// The default priority of a view's resistance to growing.
  public static let defaultLow = UILayoutPriority(250)
  /// The priority that makes a view fit its content.
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// Orders priorities by value.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
  /// A priority raised by `rhs`.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }
  /// A priority lowered by `rhs`.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}

/// UIKit's `NSLayoutConstraint`, here only for the axis its priorities take: Fieldwork lays
/// nothing out.
public enum NSLayoutConstraint {
  /// A layout axis, as UIKit's `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable, Hashable, CaseIterable {
    /// Horizontal.
    case horizontal = 0
    /// Vertical.
    case vertical = 1
  }
}

/// Insets from each edge, as UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
  /// The inset from the top.
  public var top: CGFloat
  /// The inset from the left.
  public var left: CGFloat
  /// The inset from the bottom.
  public var bottom: CGFloat
  /// The inset from the right.
  public var right: CGFloat

  /// Insets of the given sizes.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension CGRect {
  /// The rectangle shrunk by `insets`, as UIKit's `inset(by:)`.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}

/// A view's layer, as Core Animation's `CALayer`: corners, border and shadow, kept and
/// readable. Nothing is drawn.
@MainActor
open class CALayer {
  /// The corner radius.
  open var cornerRadius: CGFloat = 0
  /// The border width.
  open var borderWidth: CGFloat = 0
  /// The border colour.
  open var borderColor: CGColor?
  /// The background colour.
  open var backgroundColor: CGColor?
  /// Whether sublayers are clipped to the bounds.
  open var masksToBounds = false
  /// The shadow colour.
  open var shadowColor: CGColor?
  /// The shadow opacity, 0...1.
  open var shadowOpacity: Float = 0
  /// The shadow offset.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow radius.
  open var shadowRadius: CGFloat = 3

  /// Creates a layer.
  public init() {}
}
