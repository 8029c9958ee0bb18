/// A vertical anchor (top, bottom, centre Y), as UIKit's `NSLayoutYAxisAnchor`.
@MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
