/// Whether a front end draws in light or dark colours, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Sendable, Hashable, CaseIterable {
  /// Dark text on a light background.
  case light
  /// Light text on a dark background.
  case dark
}
