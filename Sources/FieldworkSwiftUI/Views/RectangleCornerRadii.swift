/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
  /// The top leading corner's radius.
  public var topLeading: CGFloat
  /// The bottom leading corner's radius.
  public var bottomLeading: CGFloat
  /// The bottom trailing corner's radius.
  public var bottomTrailing: CGFloat
  /// The top trailing corner's radius.
  public var topTrailing: CGFloat

  /// Radii for each corner; a corner not named is square.
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}
