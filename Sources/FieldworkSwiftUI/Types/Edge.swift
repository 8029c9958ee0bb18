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

/// Insets on each side, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The top inset.
  public var top: CGFloat
  /// The leading inset.
  public var leading: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The trailing inset.
  public var trailing: CGFloat

  /// Insets of each side.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// `length` on each side in `edges`, none elsewhere.
  init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }

  /// `8` when every side is 8, else the sides that are not zero: `top: -20`.
  public var description: String {
    if top == leading, top == bottom, top == trailing { return "\(Self.format(top))" }
    let sides = [("top", top), ("leading", leading), ("bottom", bottom), ("trailing", trailing)]
    return sides.filter { $0.1 != 0 }.map { "\($0.0): \(Self.format($0.1))" }
      .joined(separator: ", ")
  }

  static func format(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : "\(value)"
  }
}

/// A direction, as SwiftUI's `Axis`.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
  /// Across.
  case horizontal
  /// Up and down.
  case vertical

  /// Directions, as SwiftUI's `Axis.Set`.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: Int8
    /// Directions from a raw value.
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// Across.
    public static let horizontal = Set(rawValue: 1)
    /// Up and down.
    public static let vertical = Set(rawValue: 2)
  }
}
