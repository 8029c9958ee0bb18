/// The look of the keyboard, as UIKit's `UIKeyboardAppearance`. Kept.
public enum UIKeyboardAppearance: Int, Sendable, Hashable, CaseIterable {
  /// The system's.
  case `default` = 0
  /// Dark.
  case dark = 1
  /// Light.
  case light = 2
}
