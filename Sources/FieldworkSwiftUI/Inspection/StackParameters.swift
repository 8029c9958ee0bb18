/// A stack's parameters, for inspection.
@MainActor
protocol StackParameters {
  var stackSpacing: CGFloat? { get }
  var stackAlignment: Any { get }
}
