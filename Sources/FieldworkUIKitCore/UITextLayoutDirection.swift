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
