/// A heading's level, as SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: Int, Hashable, Sendable {
  /// A heading with no level.
  case unspecified = 0
  /// Level 1, the highest.
  case h1, h2, h3, h4, h5, h6
}
