/// How a search moves through the tree, as ViewInspector's `ViewSearch`.
public enum ViewSearch {
  /// Which views a search visits.
  public enum Relation: Sendable {
    /// The views below, the view itself first.
    case child
    /// The views above, nearest first.
    case parent
  }

  /// The order a search visits the views below.
  public enum Traversal: Sendable {
    /// Level by level.
    case breadthFirst
    /// Each view's subtree before the next view's.
    case depthFirst
  }
}
