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
