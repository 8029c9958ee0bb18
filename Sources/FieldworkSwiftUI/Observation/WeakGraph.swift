/// A graph, held weakly by what outlives it: a subscription to an object the app keeps.
///
/// It holds the graph's ``GraphReference`` weakly, not the graph: see there why.
@MainActor
final class WeakGraph {
  private weak var reference: GraphReference?

  init(_ graph: ViewGraph) { reference = graph.reference }

  /// The graph, while it lives.
  var graph: ViewGraph? { reference?.graph }
}
