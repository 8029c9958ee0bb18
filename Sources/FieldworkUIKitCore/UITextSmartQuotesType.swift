/// Whether a field turns quotes into smart quotes, as UIKit's `UITextSmartQuotesType`. Kept.
public enum UITextSmartQuotesType: Int, Sendable, Hashable, CaseIterable {
  /// The input method's default.
  case `default` = 0
  /// Never.
  case no = 1
  /// Always.
  case yes = 2
}
