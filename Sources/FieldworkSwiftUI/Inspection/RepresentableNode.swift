/// A node of a representable, for inspection.
@MainActor
protocol RepresentableNode {
  var representableDriver: AnyRepresentableDriver? { get }
}
