/// A weak reference to a node.
@MainActor
final class WeakViewNode {
  weak var node: ViewNode?
  init(_ node: ViewNode) { self.node = node }
}
