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
