/// How much room a screen has, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
  /// Little (a phone's width).
  case compact
  /// Plenty.
  case regular
}
