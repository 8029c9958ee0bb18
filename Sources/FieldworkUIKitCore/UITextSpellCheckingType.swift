/// Whether a field checks spelling, as UIKit's `UITextSpellCheckingType`. Kept.
public enum UITextSpellCheckingType: Int, Sendable, Hashable, CaseIterable {
  /// The input method's default.
  case `default` = 0
  /// Never.
  case no = 1
  /// Always.
  case yes = 2
}
