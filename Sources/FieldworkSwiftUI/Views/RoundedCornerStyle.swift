/// How rounded corners curve, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// Continuous curves.
  case continuous
}
