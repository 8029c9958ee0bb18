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
