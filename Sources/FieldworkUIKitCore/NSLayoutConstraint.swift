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
