/// How lines of text line up, as SwiftUI's `TextAlignment`.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
  /// Along the leading edge.
  case leading
  /// Centred.
  case center
  /// Along the trailing edge.
  case trailing
}
