/// An angle, as SwiftUI's `Angle`.
public struct Angle: Hashable, Sendable, CustomStringConvertible {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double { radians * 180 / .pi }

  /// An angle of `radians`.
  public init(radians: Double) { self.radians = radians }
  /// An angle of `degrees`.
  public init(degrees: Double) { radians = degrees * .pi / 180 }
  /// An angle of `radians`.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// An angle of `degrees`.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  /// No angle.
  public static let zero = Angle(radians: 0)

  /// `45°`.
  public var description: String { "\(EdgeInsets.format(CGFloat(degrees)))°" }
}
