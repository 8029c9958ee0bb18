/// A `.scaleEffect`, as inspection reads it.
struct ScaleEffect: CustomStringConvertible {
  let size: CGSize
  let anchor: UnitPoint
  var description: String { "\(size.width) × \(size.height) around \(anchor)" }
}
