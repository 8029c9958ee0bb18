/// A `.rotationEffect`, as inspection reads it.
struct RotationEffect: CustomStringConvertible {
  let angle: Angle
  let anchor: UnitPoint
  var description: String { "\(angle) around \(anchor)" }
}
