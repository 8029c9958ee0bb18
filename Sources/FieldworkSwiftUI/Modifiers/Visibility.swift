/// Whether something shows, as SwiftUI's `Visibility`.
public enum Visibility: String, Hashable, Sendable, CaseIterable {
  /// As the system decides.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}
