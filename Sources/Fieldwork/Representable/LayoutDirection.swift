/// The direction text and layout run in, as SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
  /// Left to right.
  case leftToRight
  /// Right to left.
  case rightToLeft
}
