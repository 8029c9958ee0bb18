/// A side of a rectangle, as SwiftUI's `Edge`.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  /// The top.
  case top
  /// The leading side.
  case leading
  /// The bottom.
  case bottom
  /// The trailing side.
  case trailing

  /// Sides of a rectangle, as SwiftUI's `Edge.Set`.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: Int8
    /// Sides from a raw value.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding one side.
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

    /// The top.
    public static let top = Set(.top)
    /// The leading side.
    public static let leading = Set(.leading)
    /// The bottom.
    public static let bottom = Set(.bottom)
    /// The trailing side.
    public static let trailing = Set(.trailing)
    /// Every side.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// The leading and trailing sides.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom.
    public static let vertical: Set = [.top, .bottom]
  }
}
