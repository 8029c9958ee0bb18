extension CGRect {
  /// The rectangle shrunk by `insets`, as UIKit's `inset(by:)`.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}
