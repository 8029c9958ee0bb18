/// How an accessibility element made of a view treats the elements below it, as SwiftUI's
/// `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable, CustomStringConvertible {
  enum Behavior: String, Hashable, Sendable {
    case ignore, combine, contain
  }

  let behavior: Behavior

  /// One element of the view's own: the views below are not read.
  public static let ignore = AccessibilityChildBehavior(behavior: .ignore)
  /// One element that reads the views below as one: their labels joined by commas, their
  /// traits and actions together.
  public static let combine = AccessibilityChildBehavior(behavior: .combine)
  /// A container: the views below are elements of their own, read in order within it.
  public static let contain = AccessibilityChildBehavior(behavior: .contain)

  /// `ignore`, `combine` or `contain`.
  public var description: String { behavior.rawValue }
}
