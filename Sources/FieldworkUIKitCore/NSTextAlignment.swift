/// How text lines up, as UIKit's `NSTextAlignment`, with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable, Hashable, CaseIterable {
  /// Left.
  case left = 0
  /// Centred.
  case center = 1
  /// Right.
  case right = 2
  /// Justified.
  case justified = 3
  /// The writing direction's natural alignment (UIKit's default).
  case natural = 4
}
