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
