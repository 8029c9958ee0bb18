/// What one render passes down the tree.
struct RenderPass {
  /// The transaction of the change being rendered.
  var transaction: Transaction
  /// Whether the environment changed above this node in this render.
  var environmentChanged: Bool
}
