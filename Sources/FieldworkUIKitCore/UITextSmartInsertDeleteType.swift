/// Whether a field adds and removes spaces around pastes, as UIKit's
/// `UITextSmartInsertDeleteType`. Kept.
public enum UITextSmartInsertDeleteType: Int, Sendable, Hashable, CaseIterable {
  /// The input method's default.
  case `default` = 0
  /// Never.
  case no = 1
  /// Always.
  case yes = 2
}

/// The look of the keyboard, as UIKit's `UIKeyboardAppearance`. Kept.
public enum UIKeyboardAppearance: Int, Sendable, Hashable, CaseIterable {
  /// The system's.
  case `default` = 0
  /// Dark.
  case dark = 1
  /// Light.
  case light = 2
}

/// The directions a text position moves in, as UIKit's `UITextLayoutDirection`.
public enum UITextLayoutDirection: Int, Sendable, Hashable, CaseIterable {
  /// Towards the end of the text, in a left-to-right script.
  case right = 2
  /// Towards the start.
  case left = 3
  /// One line up.
  case up = 4
  /// One line down.
  case down = 5
}
