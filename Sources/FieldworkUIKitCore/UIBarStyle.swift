/// A bar's look, as UIKit's `UIBarStyle`.
public enum UIBarStyle: Int, Sendable, Hashable, CaseIterable {
  /// The default look.
  case `default` = 0
  /// A black bar.
  case black = 1
}
