/// What a node's render uses to read state and to bring its children up to date.
///
/// Children are matched to the last render's by key and type: a child whose key and type
/// both match is updated in place (keeping its state); anything else is made anew, and the
/// old children nobody claimed leave the tree.
@MainActor
struct RenderContext {
  /// The node rendering.
  let node: ViewNode
  /// The pass being rendered.
  let pass: RenderPass
  /// The environment the children get; a modifier that changes it sets it first.
  var environment: EnvironmentValues
  /// Whether the children's environment differs from their last render's.
  var environmentChanged: Bool
  /// Whether the node records what its render reads.
  private let tracked: Bool
  private let old: ChildList
  private var oldByKey: [ChildKey: ViewNode]?
  private var cursor = 0
  private var new = ChildList()
  /// How many of the last render's children this render has claimed so far.
  private var claimedCount = 0

  /// Whether every child of the last render has been claimed again: nothing later in the
  /// render can match an old child.
  var claimedEveryOldChild: Bool { claimedCount == old.count }

  init(node: ViewNode, pass: RenderPass, tracked: Bool) {
    self.node = node
    self.pass = pass
    self.tracked = tracked
    environment = node.environment
    environmentChanged = pass.environmentChanged
    old = node.children
    new.reserveCapacity(old.count)
  }

  /// Makes room for `count` children, on a render that has made none yet: builder output
  /// knows how many it has, where growing the list one child at a time reallocates it.
  mutating func reserveChildren(_ count: Int) {
    guard new.isEmpty else { return }
    new.reserveCapacity(count)
  }

  /// How many children the last render made.
  var oldCount: Int { old.count }

  /// Reads state for the render (a binding's value, say), so that the node renders again
  /// when it changes.
  func read<Result>(_ body: () -> Result) -> Result {
    tracked ? node.tracker.track(body) : body()
  }

  /// Brings the child at `key` up to date with `view`: updated in place when the child at
  /// that key has the same type, made anew otherwise.
  mutating func child<Content: View>(
    _ key: ChildKey, _ view: Content, environment override: EnvironmentValues? = nil
  ) {
    place(key, view, existing: claim(key), environment: override ?? self.environment)
  }

  /// Brings a container's content up to date (a stack's, a list's, a group's): builder
  /// output (a `TupleView`) puts each of its elements in its place, as the container's own
  /// children, since SwiftUI's builder output is no view of its own; anything else is the
  /// container's one child, at position 0.
  ///
  /// Inspection looks through a `TupleView` either way; without a node for it, a list's
  /// row is one node (its render, its memory, its removal) lighter.
  mutating func content<Content: View>(_ view: Content) {
    // The type is asked, not the value: that keeps an `Optional` holding a tuple a child of
    // its own (a value cast would look through the `Optional`), and the elements are then
    // taken as their own type, not boxed.
    guard let elementsType = Content.self as? any ElementsInPlace.Type else {
      child(.position(0), view)
      return
    }
    // `Elements` is `Content`, opened: the forced cast cannot fail, and unlike `as?` it
    // asks the runtime for no `Optional<Elements>` type, a locked look-up each time.
    func renderElements<Elements: ElementsInPlace>(_: Elements.Type) {
      (view as! Elements).renderElements(in: &self)
    }
    renderElements(elementsType)
  }

  /// Brings the child at `key` up to date with `view`, where the caller knows the position
  /// of the last render's child at `key` among the old children, or that there was none
  /// (`nil`): a `ForEach` keeps where its rows were by their ids, which cost less to find than
  /// the keys.
  ///
  /// The child's key is `.identity(id)`, made only when the child is: a row kept needs none.
  mutating func child<ID: Hashable, Content: View>(
    identity id: ID, _ view: Content, oldPosition: Int?
  ) {
    var existing: ViewNode?
    if let oldPosition, oldPosition < old.count, !old[oldPosition].isClaimed {
      existing = old[oldPosition]
      assert(existing?.key == .identity(id), "a row's old position holds another key")
    }
    place(.identity(id), view, existing: existing, environment: environment)
  }

  /// Updates `existing` (an old child at `key`) with `view` when it has the same type, or
  /// makes a child anew.
  private mutating func place<Content: View>(
    _ key: @autoclosure () -> ChildKey, _ view: Content, existing: ViewNode?,
    environment: EnvironmentValues
  ) {
    let childPass = RenderPass(
      transaction: pass.transaction, environmentChanged: environmentChanged)
    // The type is compared, not cast to: `as? TypedNode<Content>` asks the runtime for the
    // generic class's metadata, for every row a list keeps.
    if let existing, existing.viewType == Content.self {
      // An absent view (an `if` with no `else`) whose view came back: the view takes its
      // place.
      if placedWrappedView(
        view, placing: existing.wrappedViewPlacing, key: key(), existing: existing,
        environment: environment)
      {
        return
      }
      existing.isClaimed = true
      claimedCount += 1
      existing.update(withSameType: view, environment: environment, pass: childPass)
      new.append(existing)
      return
    }
    // Found by the type, untyped: naming `NodeBlueprint<Content>` would cost the runtime's
    // look-up of its metadata, for every node made.
    let blueprint = NodeBlueprints.blueprint(for: view)
    // An `Optional` holding a view is no node of its own: the view it holds stands at its
    // key (a list's row with an `if` is then one node lighter). One holding none is a node,
    // so that inspection counts the absent view's place.
    if placedWrappedView(
      view, placing: blueprint.wrappedViewPlacing, key: key(), existing: existing,
      environment: environment)
    {
      return
    }
    // Read once: each read of an unowned reference checks that its object lives.
    let graph = node.graph
    let created = blueprint.makeNode(
      view, graph: graph, parent: node, key: key(), environment: environment)
    new.append(created)
    graph.nodeDidMount(created)
    created.render(RenderPass(transaction: pass.transaction, environmentChanged: true))
  }

  /// When `Content` is an `Optional` (`placing` is then `Content`), places the view `view`
  /// holds at `key` in its stead, and says whether it held one.
  private mutating func placedWrappedView<Content: View>(
    _ view: Content, placing: (any WrappedViewPlacing.Type)?, key: @autoclosure () -> ChildKey,
    existing: ViewNode?, environment: EnvironmentValues
  ) -> Bool {
    guard let placing else { return false }
    // `Placing` is `Content`, opened: the forced cast cannot fail, and unlike `as?` it asks
    // the runtime for no `Optional` type.
    func place<Placing: WrappedViewPlacing>(_: Placing.Type) -> Bool {
      Placing.placeWrappedView(
        view as! Placing, at: key(), existing: existing, environment: environment, in: &self)
    }
    return place(placing)
  }

  /// Brings the child at `key` up to date with `view`, the view an `Optional` at `key` holds.
  mutating func placeInPlaceOfOptional<Wrapped: View>(
    _ key: ChildKey, _ view: Wrapped, existing: ViewNode?, environment: EnvironmentValues
  ) {
    place(key, view, existing: existing, environment: environment)
  }

  /// Whether the last render made a child at `key`.
  mutating func hadChild(at key: ChildKey) -> Bool {
    guard !old.isEmpty else { return false }
    if cursor < old.count, old[cursor].key == key { return true }
    if oldByKey == nil {
      var byKey: [ChildKey: ViewNode] = [:]
      byKey.reserveCapacity(old.count)
      for child in old where byKey[child.key] == nil { byKey[child.key] = child }
      oldByKey = byKey
    }
    return oldByKey?[key] != nil
  }

  /// The unclaimed old child at `key`, if any: the next one in order when the keys line up
  /// (the usual case), else found by key.
  private mutating func claim(_ key: ChildKey) -> ViewNode? {
    // A node's first render, or one that made nothing before: nothing to look up.
    guard !old.isEmpty else { return nil }
    if cursor < old.count, old[cursor].key == key {
      defer { cursor += 1 }
      let candidate = old[cursor]
      return candidate.isClaimed ? nil : candidate
    }
    if oldByKey == nil {
      var byKey: [ChildKey: ViewNode] = [:]
      byKey.reserveCapacity(old.count)
      for child in old where byKey[child.key] == nil { byKey[child.key] = child }
      oldByKey = byKey
    }
    guard let candidate = oldByKey?[key], !candidate.isClaimed else { return nil }
    return candidate
  }

  /// Ends the render: the old children nobody claimed leave the tree, in order.
  func finish() {
    for child in old {
      // Claimed children are unmarked for the next render; the others leave.
      if child.isClaimed {
        child.isClaimed = false
      } else {
        child.remove()
      }
    }
    node.children = new.compacted
  }
}

extension ViewNode {
  /// Whether a `ForEach` here makes its rows lazily: inside a `List`, a `Form` or a lazy
  /// stack, as the nearest container above that lays out its content says.
  ///
  /// Found by walking up, not passed down in the environment: setting it there on every
  /// stack and text of every row copied the environment's values each time.
  var rowsAreLazy: Bool {
    var current = parent
    while let node = current {
      switch node.rowMaking {
      case .lazy: return true
      case .eager: return false
      case .inherited: current = node.parent
      }
    }
    return false
  }
}
