/// The device's screen, as UIKit's `UIScreen`: an iPhone's, 390 × 844 points at 3×.
@MainActor
public final class UIScreen {
  /// The screen.
  public static let main = UIScreen()
  /// The screen's bounds.
  public var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// Pixels per point.
  public var scale: CGFloat = 3
}
