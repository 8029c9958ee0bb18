/// Whether a field turns hyphens into dashes, as UIKit's `UITextSmartDashesType`. Kept.
public enum UITextSmartDashesType: Int, Sendable, Hashable, CaseIterable {
  /// The input method's default.
  case `default` = 0
  /// Never.
  case no = 1
  /// Always.
  case yes = 2
}
