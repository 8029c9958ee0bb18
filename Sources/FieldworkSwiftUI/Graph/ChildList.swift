/// A node's children, in order.
///
/// Most nodes have one child or none, and a list holds several nodes a row: one child is
/// kept in place, and only two or more take an array of their own.
struct ChildList: RandomAccessCollection {
  private enum Storage {
    case none
    case one(ViewNode)
    case many([ViewNode])
  }

  private var storage = Storage.none

  /// No children.
  init() {}

  /// The first position.
  var startIndex: Int { 0 }

  /// The position after the last child.
  var endIndex: Int {
    switch storage {
    case .none: 0
    case .one: 1
    case .many(let nodes): nodes.count
    }
  }

  /// The child at `position`.
  subscript(position: Int) -> ViewNode {
    switch storage {
    case .many(let nodes): return nodes[position]
    case .one(let node):
      precondition(position == 0, "child index \(position) out of range")
      return node
    case .none: preconditionFailure("child index \(position) out of range")
    }
  }

  /// Makes room for `count` children, when that takes an array.
  mutating func reserveCapacity(_ count: Int) {
    guard count > 1, case .none = storage else { return }
    var nodes: [ViewNode] = []
    nodes.reserveCapacity(count)
    storage = .many(nodes)
  }

  /// The same children, one or none kept without an array: what a render that reserved
  /// room for more children than it made keeps.
  var compacted: ChildList {
    guard case .many(let nodes) = storage, nodes.count < 2 else { return self }
    var list = ChildList()
    if let node = nodes.first { list.storage = .one(node) }
    return list
  }

  /// Adds `node` after the others.
  mutating func append(_ node: ViewNode) {
    switch storage {
    case .none: storage = .one(node)
    case .one(let first): storage = .many([first, node])
    case .many(var nodes):
      // Let go of the array first, so that appending does not copy it. An empty array is
      // room reserved: it is kept, and ``compacted`` lets it go if one child is all it got.
      storage = .none
      nodes.append(node)
      storage = .many(nodes)
    }
  }
}
