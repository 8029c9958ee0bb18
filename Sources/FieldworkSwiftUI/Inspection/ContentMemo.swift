/// What inspection keeps for a graph: the ``ContentMemo`` of the read under way.
@MainActor
final class ContentMemoStore: GraphStore {
  private var memo: ContentMemo?
  private var revision = 0

  init() {}

  /// The memo of the tree at `revision`: a fresh one once the tree changed.
  func memo(at revision: Int) -> ContentMemo {
    if let memo, revision == self.revision { return memo }
    let made = ContentMemo()
    (memo, self.revision) = (made, revision)
    return made
  }

  func readDidEnd() { memo = nil }
}

extension ViewGraph {
  /// The content remembered while the tree is read without being changed
  /// (``readingMadeRowsOnly(_:)``); `nil` at any other time.
  var contentMemo: ContentMemo? {
    guard readsMadeRowsOnly else { return nil }
    return store(ContentMemoStore.self).memo(at: readRevision)
  }
}

/// Each view's content, the positions in it and its attributes, remembered while the tree is read and not
/// changed (``ViewGraph/readingMadeRowsOnly(_:)``): the path of every element of a long
/// list then costs its depth, not its list's length.
@MainActor
final class ContentMemo {
  private var content: [ObjectIdentifier: [ViewNode]] = [:]
  private var positions: [ObjectIdentifier: [ObjectIdentifier: Int]] = [:]
  private var attributes: [ObjectIdentifier: [String: Any]] = [:]

  private struct PathStep: Hashable {
    let root: ObjectIdentifier
    let child: ObjectIdentifier
  }
  private var pathSteps: [PathStep: [String]] = [:]

  /// The calls that reach `child` from the view above it on a path from `root`.
  func pathCalls(from root: ViewNode, to child: ViewNode, _ make: () -> [String]) -> [String] {
    let step = PathStep(root: ObjectIdentifier(root), child: ObjectIdentifier(child))
    if let known = pathSteps[step] { return known }
    let calls = make()
    pathSteps[step] = calls
    return calls
  }

  func attributes(of node: ViewNode) -> [String: Any] {
    if let known = attributes[ObjectIdentifier(node)] { return known }
    let found = node.closestAttributes
    attributes[ObjectIdentifier(node)] = found
    return found
  }

  func contentChildren(of node: ViewNode) -> [ViewNode] {
    if let known = content[ObjectIdentifier(node)] { return known }
    let found = node.contentChildrenNow
    content[ObjectIdentifier(node)] = found
    return found
  }

  func index(of child: ViewNode, inContentOf node: ViewNode) -> Int? {
    if let known = positions[ObjectIdentifier(node)] { return known[ObjectIdentifier(child)] }
    var found: [ObjectIdentifier: Int] = [:]
    for (index, view) in contentChildren(of: node).enumerated() {
      found[ObjectIdentifier(view)] = index
    }
    positions[ObjectIdentifier(node)] = found
    return found[ObjectIdentifier(child)]
  }
}
