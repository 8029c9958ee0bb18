/// What one of the graph's readers keeps for each graph (`ViewGraph.store(_:)`): the alert
/// a screen shows, the content inspection remembered.
@MainActor
protocol GraphStore: AnyObject {
  init()
  /// The outermost ``ViewGraph/readingMadeRowsOnly(_:)`` ended: what the store remembered
  /// of the unchanging tree may go.
  func readDidEnd()
}

extension GraphStore {
  func readDidEnd() {}
}
