/// A horizontal anchor (leading, trailing, centre X), as UIKit's `NSLayoutXAxisAnchor`.
@MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
