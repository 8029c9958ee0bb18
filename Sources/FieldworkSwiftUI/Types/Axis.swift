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
