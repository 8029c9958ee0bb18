/// Which way a person adjusts an adjustable element, as SwiftUI's
/// `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  /// A swipe up.
  case increment
  /// A swipe down.
  case decrement
}
