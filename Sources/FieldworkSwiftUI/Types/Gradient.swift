import Fieldwork

/// Colours at locations along a line, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable, CustomStringConvertible {
  /// A colour and where it sits, from 0 (the start) to 1 (the end).
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// Where it sits, from 0 to 1.
    public var location: CGFloat

    /// `color` at `location`.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in order.
  public var stops: [Stop]

  /// A gradient through `stops`.
  public init(stops: [Stop]) { self.stops = stops }

  /// A gradient through `colors`, spaced evenly from 0 to 1.
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
  }

  /// `red → blue`.
  public var description: String { stops.map(\.color.description).joined(separator: " → ") }
}
