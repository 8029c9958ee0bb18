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

extension CGRect {
  /// The rectangle shrunk by `insets`, as UIKit's `inset(by:)`.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}
