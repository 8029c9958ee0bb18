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
