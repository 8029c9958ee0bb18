import Fieldwork

/// A point in a view's own coordinates, from `(0, 0)` at its top leading corner to `(1, 1)`
/// at its bottom trailing one, as SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable, CustomStringConvertible {
  /// Across, from 0 (leading) to 1 (trailing).
  public var x: CGFloat
  /// Down, from 0 (top) to 1 (bottom).
  public var y: CGFloat

  /// The point at `x` across and `y` down.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// The top leading corner, `(0, 0)`.
  public init() { self.init(x: 0, y: 0) }

  /// `(0, 0)`.
  public static let zero = UnitPoint(x: 0, y: 0)
  /// `(0.5, 0.5)`.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// `(0, 0.5)`.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// `(1, 0.5)`.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// `(0.5, 0)`.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// `(0.5, 1)`.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// `(0, 0)`.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// `(1, 0)`.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// `(0, 1)`.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// `(1, 1)`.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)

  /// `(0.5, 0)`.
  public var description: String {
    "(\(EdgeInsets.format(x)), \(EdgeInsets.format(y)))"
  }
}

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

/// A gradient along the line from `startPoint` to `endPoint`, as SwiftUI's `LinearGradient`:
/// a style to fill or draw with, and a view that fills its space. Headless, it is recorded
/// and drawn by no one; the contrast audit does not read text over it.
public struct LinearGradient: ShapeStyle, Hashable {
  /// Its colours.
  public var gradient: Gradient
  /// Where the first colour is.
  public var startPoint: UnitPoint
  /// Where the last colour is.
  public var endPoint: UnitPoint

  /// `gradient` from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// `colors`, spaced evenly, from `startPoint` to `endPoint`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// `stops` from `startPoint` to `endPoint`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  /// `linear gradient red → blue from (0.5, 0) to (0.5, 1)`.
  public var description: String {
    "linear gradient \(gradient) from \(startPoint) to \(endPoint)"
  }
}

extension LinearGradient: View, LeafView {
  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
  static var fixedRole: NodeRole? { .view(.linearGradient) }
}
