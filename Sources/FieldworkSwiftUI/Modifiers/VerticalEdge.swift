/// Top and bottom edges, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
  /// The top.
  case top
  /// The bottom.
  case bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: Int8
    /// Edges from a raw value.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top.
    public static let top = Set(rawValue: 1)
    /// The bottom.
    public static let bottom = Set(rawValue: 2)
    /// Both.
    public static let all: Set = [.top, .bottom]
  }
}
