import Fieldwork

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
