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

/// A layout rule between two views' anchors, as UIKit's `NSLayoutConstraint`: made from
/// anchors (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 8)`) and
/// activated, kept and readable, never solved: Fieldwork lays nothing out.
@MainActor
public final class NSLayoutConstraint {
  /// A layout axis, as UIKit's `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable, Hashable, CaseIterable {
    /// Horizontal.
    case horizontal = 0
    /// Vertical.
    case vertical = 1
  }

  /// How the two sides compare, as UIKit's `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Sendable, Hashable, CaseIterable {
    /// At most.
    case lessThanOrEqual = -1
    /// Equal.
    case equal = 0
    /// At least.
    case greaterThanOrEqual = 1
  }

  /// The first anchor.
  public let firstAnchor: NSLayoutAnchorBase
  /// The second anchor, if the rule relates two.
  public let secondAnchor: NSLayoutAnchorBase?
  /// How the sides compare.
  public let relation: Relation
  /// The multiplier of the second anchor.
  public let multiplier: CGFloat
  /// The constant added.
  public var constant: CGFloat
  /// How strongly the rule holds.
  public var priority: UILayoutPriority = .required
  /// A name for debugging.
  public var identifier: String?

  /// Whether the rule is active. Kept: nothing is solved.
  public var isActive = false {
    didSet {
      guard isActive != oldValue, let view = firstAnchor.view else { return }
      if isActive {
        view.activeConstraints.append(self)
      } else {
        view.activeConstraints.removeAll { $0 === self }
      }
    }
  }

  init(
    _ first: NSLayoutAnchorBase, _ relation: Relation, _ second: NSLayoutAnchorBase?,
    multiplier: CGFloat = 1, constant: CGFloat = 0
  ) {
    firstAnchor = first
    self.relation = relation
    secondAnchor = second
    self.multiplier = multiplier
    self.constant = constant
  }

  /// Activates each rule.
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each rule.
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}

/// An anchor of a view, as UIKit's `NSLayoutAnchor`: what constraints are made from.
@MainActor
public class NSLayoutAnchorBase {
  /// The view the anchor belongs to.
  public private(set) weak var view: UIView?
  /// The anchor's name: `leading`, `width`, …
  public let name: String

  init(view: UIView, name: String) {
    self.view = view
    self.name = name
  }
}

/// An anchor along one axis; its constraints relate it to anchors of the same kind.
@MainActor
public class NSLayoutAnchor<AnchorType: AnyObject>: NSLayoutAnchorBase {
  /// A rule that this anchor equals `anchor` plus `constant`.
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(self, .equal, anchor, constant: constant)
  }

  /// A rule that this anchor is at least `anchor` plus `constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(self, .greaterThanOrEqual, anchor, constant: constant)
  }

  /// A rule that this anchor is at most `anchor` plus `constant`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(self, .lessThanOrEqual, anchor, constant: constant)
  }
}

/// A horizontal anchor (leading, trailing, centre X), as UIKit's `NSLayoutXAxisAnchor`.
@MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical anchor (top, bottom, centre Y), as UIKit's `NSLayoutYAxisAnchor`.
@MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height, as UIKit's `NSLayoutDimension`.
@MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A rule that this dimension equals `constant`.
  public func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(self, .equal, nil, constant: constant)
  }

  /// A rule that this dimension is at least `constant`.
  public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(self, .greaterThanOrEqual, nil, constant: constant)
  }

  /// A rule that this dimension is at most `constant`.
  public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(self, .lessThanOrEqual, nil, constant: constant)
  }

  /// A rule that this dimension is `multiplier` times `anchor` plus `constant`.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(self, .equal, anchor, multiplier: multiplier, constant: constant)
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
