/// Where a node stands among its parent's children: its structural identity.
///
/// The cases holding an id or a name are boxed: a key is then one word and a tag, where an
/// `AnyHashable` in place would make every node of a long list 40 bytes larger.
enum ChildKey: Hashable {
  /// The position in a builder's output (or the only child).
  case position(Int)
  /// A branch of an `if`/`else` or a `switch`.
  case branch(Bool)
  /// A `ForEach` element's id, or an `.id(_:)`: made by ``identity(_:)``.
  indirect case id(AnyHashable)
  /// An id that is an `Int`, kept in place where any other is boxed: made by
  /// ``identity(_:)``.
  case intID(Int)
  /// A `ForEach` id met again: its order among the duplicates.
  indirect case duplicate(AnyHashable, Int)
  /// The type inside an `AnyView`.
  case type(ObjectIdentifier)
  /// A named part of a view: a section's header, a modifier's own content.
  indirect case part(PartName)
}

extension ChildKey {
  /// The key of a `ForEach` row, or of an `.id(_:)`, whose id is `id`: an `Int` (the id of
  /// most rows) in place, any other id boxed. A key a long list makes by the thousand is
  /// then no allocation.
  static func identity<ID: Hashable>(_ id: ID) -> ChildKey {
    if let int = id as? Int { return .intID(int) }
    return .id(AnyHashable(id))
  }

  /// The id of a key made by ``identity(_:)``; `nil` for any other key.
  var identity: AnyHashable? {
    switch self {
    case .id(let id): id
    case .intID(let id): AnyHashable(id)
    default: nil
    }
  }
}

/// One view in a hosted tree: its latest value, its state, what it read, and its children.
///
/// The tree mirrors SwiftUI's: a node is created when its view first appears at a place in
/// the tree, updated (never re-created) while a view of the same type stays at that place,
/// and removed when it leaves. A node's `@State` storage, a representable's coordinator and
/// view, and its `.task`s live and end with it.
@MainActor
class ViewNode {
  /// The graph the node belongs to.
  unowned let graph: ViewGraph
  /// The parent the node was made under; read through ``parent``.
  ///
  /// Unowned, not weak: a weak reference gives each parent a side table, one more
  /// allocation per node of a long list. It is sound because it is read only while the node
  /// is in the tree (``parent`` is `nil` once it left), a node leaves the tree when its
  /// parent does, and a parent is only released once it left the tree or its whole graph is
  /// released: the graph, which inspection holds while it holds a node, keeps the tree alive.
  ///
  /// A constant, not cleared as the node leaves: clearing it was a write checked for
  /// exclusive access at run time, for each node of each row a list lets go.
  private unowned(safe) let madeParent: ViewNode?

  /// The parent; `nil` for the root, and for a node that left the tree.
  var parent: ViewNode? { isRemoved ? nil : madeParent }
  /// The children, in order.
  var children = ChildList()
  /// The environment the node sees.
  var environment: EnvironmentValues
  /// What the node's render read, and what few nodes keep, in one word: both are made on
  /// first use, and a list's many rows need neither.
  private var side = SideStorage.none
  // The key and the flags come last and together: a key is 9 bytes, and the flags fill the
  // rest of its word, where padding would otherwise go. A list holds several nodes a row.
  /// The identity among the parent's children.
  let key: ChildKey
  /// Whether the node has left the tree.
  private(set) var isRemoved = false
  /// Whether state the node read changed since its last render.
  var needsRender = false
  /// Whether the node (a lazy `ForEach`) makes every row in its next render, as inspection
  /// asks before it looks.
  var makesEveryRow = false
  /// Whether the node (a lazy `ForEach`) has rows it has not made yet.
  var hasPendingRows = false
  /// Whether the node ever started a `.task`: only then can it have one to cancel.
  var startedTask = false
  /// Whether the parent's running render claimed the node as a child, so one old node is
  /// reused at most once; the render unmarks it as it ends.
  var isClaimed = false
  /// A primitive's inspection role, found once per view value (inspection asks it of every
  /// node it passes): kept by the typed node, in the last byte of the flags' word.
  var knownRole: NodeRole?

  /// The tracker and the extras share a word: a node with extras keeps its tracker there.
  private enum SideStorage {
    case none
    case tracker(DependencyTracker)
    case extras(NodeExtras)
  }

  /// What the node's render read, if it made a tracker.
  private var trackerStorage: DependencyTracker? {
    get {
      switch side {
      case .none: nil
      case .tracker(let tracker): tracker
      case .extras(let extras): extras.tracker
      }
    }
    set {
      if case .extras(let extras) = side {
        extras.tracker = newValue
      } else {
        side = newValue.map(SideStorage.tracker) ?? .none
      }
    }
  }

  /// The extras, if the node made them.
  private var extrasStorage: NodeExtras? {
    if case .extras(let extras) = side { return extras }
    return nil
  }

  /// What few nodes keep, made on first use.
  var extras: NodeExtras {
    if let extrasStorage { return extrasStorage }
    let extras = NodeExtras()
    extras.tracker = trackerStorage
    side = .extras(extras)
    return extras
  }

  /// The transaction of the node's queued update, while the scheduler holds one.
  var queuedTransaction: Transaction? {
    get { extrasStorage?.queuedTransaction }
    set {
      guard newValue != nil || extrasStorage != nil else { return }
      extras.queuedTransaction = newValue
      if newValue != nil, !isRemoved { needsRender = true }
    }
  }
  /// The scheduler's count of this node's renders in its running pass.
  var updateRounds: UpdateRounds {
    get { extrasStorage?.updateRounds ?? UpdateRounds() }
    set { extras.updateRounds = newValue }
  }
  /// The missing environment object that kept the body from being evaluated, if any.
  var missingEnvironmentObject: Any.Type? {
    get { extrasStorage?.missingEnvironmentObject }
    set {
      guard newValue != nil || extrasStorage != nil else { return }
      extras.missingEnvironmentObject = newValue
    }
  }

  /// The extras, when the node made them: for a look that must not make them.
  var madeExtras: NodeExtras? { extrasStorage }

  /// What the node's modifier keeps between renders, made on first use.
  var modifierState: ModifierNodeState {
    let extras = self.extras
    if let state = extras.modifierState { return state }
    let state = ModifierNodeState()
    extras.modifierState = state
    return state
  }

  init(graph: ViewGraph, parent: ViewNode?, key: ChildKey, environment: EnvironmentValues) {
    self.graph = graph
    madeParent = parent
    self.key = key
    self.environment = environment
  }

  /// What the node's render reads is recorded here, so that exactly those sources update it.
  var tracker: DependencyTracker {
    if let trackerStorage { return trackerStorage }
    let tracker: DependencyTracker
    if let spare = graph.spareTracker {
      graph.spareTracker = nil
      spare.retarget(to: self)
      tracker = spare
    } else {
      tracker = DependencyTracker(target: self, countsRegistrations: false)
    }
    trackerStorage = tracker
    return tracker
  }

  /// Lets the tracker go when its last render read nothing: a list's rows, whose bodies
  /// read no state, then keep no tracker between renders. The graph keeps it for the next
  /// node that renders.
  func releaseIdleTracker() {
    guard let trackerStorage, trackerStorage.isIdle else { return }
    self.trackerStorage = nil
    graph.spareTracker = trackerStorage
  }

  // MARK: What subclasses provide

  /// The node's latest view value.
  var viewValue: any View { preconditionFailure("ViewNode is abstract") }
  /// The type of the node's view.
  var viewType: Any.Type { preconditionFailure("ViewNode is abstract") }
  /// What the node is in the tree: a view of some kind, a modifier, or structure.
  var nodeRole: NodeRole { .transparent }
  /// The view's own parameters a test can read.
  var ownAttributes: [ViewAttribute] { [] }
  /// The view value, unless it is an `Optional` (which dynamic casts look through).
  var castableViewValue: Any? { nil }
  /// How a `ForEach` below the node makes its rows, as far as the node's view decides.
  var rowMaking: RowMaking { .inherited }
  /// The app's representable type, when the node's view wraps one.
  var wrappedRepresentableType: Any.Type? { nil }
  /// Whether the node's view is an `Optional` holding no view: an `if` whose condition is
  /// false, with no `else`.
  var isEmptyOptional: Bool { false }
  /// What the node's modifier recorded, for a modifier node.
  var recordedModifierAttributes: [ViewAttribute] { [] }
  /// For a node of an `Optional` (an absent view): what places the view a new value holds in
  /// the node's stead.
  var wrappedViewPlacing: (any WrappedViewPlacing.Type)? { nil }
  /// Renders the node again with its current view value.
  func render(_ pass: RenderPass) { preconditionFailure("ViewNode is abstract") }
  /// Brings the node up to date with `view`, a new value of the node's view type (the caller
  /// compared ``viewType``), as the typed node's `update(with:environment:pass:)` does.
  func update<Content: View>(
    withSameType view: Content, environment: EnvironmentValues, pass: RenderPass
  ) {
    preconditionFailure("ViewNode is abstract")
  }
  /// What the node does as it joins the tree, before its first render.
  func didMount() {}
  /// What the node does as it leaves the tree, before its children leave.
  func willRemove() {}

  // MARK: Lifecycle

  /// Takes the node and its subtree out of the tree: lifecycle actions run, representables
  /// are dismantled, tasks are cancelled, and no state reaches them any more.
  func remove() {
    guard !isRemoved else { return }
    willRemove()
    isRemoved = true
    needsRender = false
    trackerStorage?.stop()
    for child in children { child.remove() }
    children = ChildList()
  }

  /// The nearest ancestor (or the node itself) that `matches`.
  func ancestor(where matches: (ViewNode) -> Bool) -> ViewNode? {
    var node: ViewNode? = self
    while let current = node {
      if matches(current) { return current }
      node = current.parent
    }
    return nil
  }

  /// A short name for diagnostics: the view type, after the host's.
  var pathDescription: String {
    "\(graph.hostDescription) › \(ViewTypeName.of(viewType))"
  }
}

/// What few nodes keep: a queued update, `@State` storage, a modifier's memory. Kept apart
/// so that the many nodes of a long list, which keep none of it, stay small.
@MainActor
final class NodeExtras {
  /// The node's tracker, once the node has extras.
  var tracker: DependencyTracker?
  var queuedTransaction: Transaction?
  var updateRounds = UpdateRounds()
  /// The storage of the dynamic properties (`@State`, `@FocusState`, …) of the node's
  /// view, by their order in the view.
  var propertyStorage: [AnyObject?] = []
  var missingEnvironmentObject: Any.Type?
  /// Whether the missing environment object was reported already.
  var reportedMissingObject = false
  var modifierState: ModifierNodeState?
  /// The representable's driver, for a node whose view is a representable.
  var representableDriver: AnyRepresentableDriver?
}

extension ViewNode: UpdateTarget {
  func performUpdate(transaction: Transaction) {
    graph.renderUpdate(of: self, transaction: transaction)
  }

  func report(_ diagnostic: UpdateDiagnostic) {
    graph.report(diagnostic)
  }

  var updateTargetDescription: String { pathDescription }

  var maximumUpdateRounds: Int { graph.maximumUpdateRounds }
}
