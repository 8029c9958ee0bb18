/// A `.rotation3DEffect`, as inspection reads it.
struct Rotation3DEffect: CustomStringConvertible {
  let angle: Angle
  let axis: (x: CGFloat, y: CGFloat, z: CGFloat)
  let anchor: UnitPoint
  let anchorZ: CGFloat
  let perspective: CGFloat
  var description: String { "\(angle) around (\(axis.x), \(axis.y), \(axis.z))" }
}
