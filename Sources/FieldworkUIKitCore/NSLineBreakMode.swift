/// How a line too long for its box breaks, as UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable, Hashable, CaseIterable {
  /// At word boundaries (a text view's default).
  case byWordWrapping = 0
  /// At any character.
  case byCharWrapping = 1
  /// Not at all: the text is clipped.
  case byClipping = 2
  /// With an ellipsis at the start.
  case byTruncatingHead = 3
  /// With an ellipsis at the end.
  case byTruncatingTail = 4
  /// With an ellipsis in the middle.
  case byTruncatingMiddle = 5
}
