/// The leading or the trailing edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
  /// The leading edge: the left in a left-to-right language.
  case leading
  /// The trailing edge.
  case trailing
}
