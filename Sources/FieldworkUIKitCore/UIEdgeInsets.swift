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
