/// The tree of nodes a ``ViewHost`` keeps, and the bookkeeping of its renders: which nodes
/// wait to render, the lifecycle actions a render queued, the tasks it started.
@MainActor
final class ViewGraph {
  /// The root node, once the first render made it.
  private(set) var root: ViewNode?
  /// The root view: the host's content, as a view that evaluates it.
  private let rootView: any View
  /// The window the host's text controls join.
  let window: HeadlessWindow
  /// Where problems go.
  var diagnosticHandler: (UpdateDiagnostic) -> Void
  /// The most renders one pass may run for one node before it is stopped as a cycle.
  var maximumUpdateRounds = 32
  /// The host's description, for diagnostics.
  let hostDescription: String
  /// The environment the root sees.
  var environment: EnvironmentValues
  /// The size the host was given, for `GeometryReader`.
  var size: CGSize

  /// What renders queued to run once the render is done: `onAppear`, `onDisappear`,
  /// `onChange` actions, in the order the tree met them.
  private var pendingActions: [PendingAction] = []
  /// An idle tracker a node let go, for the next node that renders: a long list's rows
  /// read nothing, and each would make a tracker for its body and drop it.
  var spareTracker: DependencyTracker?
  /// Whether a render of this graph is running.
  private var isRendering = false
  /// The `.task`s started and not yet finished or cancelled, by the node that owns them,
  /// with a number that tells a task from the one that replaced it.
  private var runningTasks: [ObjectIdentifier: RunningTask] = [:]
  private var taskNumber = 0
  /// The host's virtual time: the clock `.task` work sleeps on.
  let timeline: Timeline<Duration>
  /// The executor `.task` work prefers, so its `Task.sleep` sleeps on ``timeline``
  /// (a `TimelineExecutor`; `Any` because the type needs macOS 15).
  private let taskExecutor: Any?

  private struct RunningTask {
    var number: Int
    var task: Task<Void, Never>
    /// What settling's diagnostic calls it: "the .task of SearchScreen".
    var name: String
  }

  /// Whether a `.task` is still running.
  var hasRunningTasks: Bool { !runningTasks.isEmpty }

  /// Whether a `.task` is still running that is not waiting for the host's clock: what
  /// settling waits for.
  var hasBusyTasks: Bool {
    guard !runningTasks.isEmpty else { return false }
    let waiting = timeline.waitingTasks
    return runningTasks.values.contains { !waiting.contains($0.number) }
  }

  /// The names of the tasks ``hasBusyTasks`` counts, for settling's diagnostic.
  var busyTaskNames: [String] {
    guard !runningTasks.isEmpty else { return [] }
    let waiting = timeline.waitingTasks
    return runningTasks.values.filter { !waiting.contains($0.number) }.map(\.name).sorted()
  }
  /// What the graph's readers (presentation, inspection) keep for it, by type: see
  /// ``store(_:)``.
  /// A list, not a dictionary: a graph has two or three, and an accessibility read asks for
  /// one at every node it passes, where hashing the key cost more than the scan.
  private var stores: [any GraphStore] = []

  /// The store of type `Store` this graph keeps for one of its readers, made on first use and
  /// released with the graph. The graph holds it without knowing what it holds.
  func store<Store: GraphStore>(_ type: Store.Type) -> Store {
    for store in stores {
      if let known = store as? Store { return known }
    }
    let made = Store()
    stores.append(made)
    return made
  }
  /// How many view values were found unchanged, their subtrees kept without rendering.
  var skippedRenders = 0

  /// How many rows a screen shows: what lazy containers make at once. The host's height
  /// over 44 points, a row's height in a list.
  var rowsPerScreen: Int { max(1, Int((size.height / 44).rounded(.up))) }

  /// Records whether `node` has rows it has not made yet.
  func notePendingRows(_ hasPending: Bool, of node: ViewNode) {
    node.hasPendingRows = hasPending
  }

  /// Makes the rows `node` (a lazy `ForEach`) has not made yet: what a search that reaches
  /// it does first.
  func makePendingRows(of node: ViewNode) {
    guard node.hasPendingRows, !readsMadeRowsOnly else { return }
    makeEverything(of: node)
  }

  /// Whether reading the tree leaves rows not made yet unmade: true while the accessibility
  /// tree is read, since VoiceOver and an audit meet the rows on screen, not the whole list.
  private(set) var readsMadeRowsOnly = false

  /// Runs `body` reading only the rows made so far: a lazy `ForEach`'s other rows stay
  /// unmade, as they are off screen. Nothing changes the tree meanwhile but
  /// ``makeEverything(of:)``, so a reader may remember what it found until
  /// ``readRevision`` changes.
  func readingMadeRowsOnly<Result>(_ body: () throws -> Result) rethrows -> Result {
    let outer = readsMadeRowsOnly
    if !outer { readRevision &+= 1 }
    readsMadeRowsOnly = true
    defer {
      readsMadeRowsOnly = outer
      if !outer { for store in stores { store.readDidEnd() } }
    }
    return try body()
  }

  /// Changes when a read of the unchanging tree starts and when ``makeEverything(of:)``
  /// changes the tree during one: what a reader remembers from an earlier revision is stale.
  private(set) var readRevision = 0

  /// Renders `node` making all it defers: a lazy `ForEach`'s rows, a navigation link's
  /// destination.
  func makeEverything(of node: ViewNode) {
    guard !node.isRemoved else { return }
    // What is made changes what views hold: content remembered before is forgotten.
    if readsMadeRowsOnly { readRevision &+= 1 }
    UpdateScheduler.perform {
      rendering {
        node.makesEveryRow = true
        node.render(RenderPass(transaction: Transaction(), environmentChanged: false))
        node.makesEveryRow = false
      }
    }
  }

  /// How many nodes rendered, ever.
  private(set) var renderCount = 0

  /// Counts a node's render.
  func countRender() { renderCount &+= 1 }

  init(
    rootView: any View, window: HeadlessWindow, environment: EnvironmentValues,
    size: CGSize, hostDescription: String,
    diagnosticHandler: @escaping (UpdateDiagnostic) -> Void,
    timeline: Timeline<Duration> = Timeline(), sleepsOnTimeline: Bool = false
  ) {
    self.rootView = rootView
    self.window = window
    self.environment = environment
    self.size = size
    self.hostDescription = hostDescription
    self.diagnosticHandler = diagnosticHandler
    self.timeline = timeline
    if sleepsOnTimeline, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      taskExecutor = TimelineExecutor(timeline: timeline)
    } else {
      taskExecutor = nil
    }
  }

  // MARK: Rendering

  /// Renders the whole tree from the root: the first render, and any later change of what
  /// the host gives the root (its environment, its size).
  func renderRoot(transaction: Transaction = Transaction(), environmentChanged: Bool) {
    rendering {
      let view = rootView
      let pass = RenderPass(transaction: transaction, environmentChanged: environmentChanged)
      if let root {
        RootReconciler.update(root, with: view, environment: environment, pass: pass)
      } else {
        root = RootReconciler.mount(view, graph: self, environment: environment)
      }
    }
  }

  /// Renders `node`, whose state changed, as the scheduler asks: or, when an ancestor's
  /// state changed too, that ancestor, which reaches `node` (parents render before their
  /// children, as in SwiftUI). A node a render reached already is not rendered again when
  /// the scheduler comes to it; a node it queues is rendered when the scheduler comes to
  /// it, so the scheduler's bound on renders per pass holds.
  func renderUpdate(of node: ViewNode, transaction: Transaction) {
    guard node.needsRender, !node.isRemoved else { return }
    var top = node
    var ancestor = node.parentNode
    while let current = ancestor {
      if current.needsRender { top = current }
      ancestor = current.parentNode
    }
    rendering {
      top.render(RenderPass(transaction: transaction, environmentChanged: false))
      // The render from the topmost ancestor that needs one stops at a view that did not
      // change, so it may not reach this node: then the node renders itself, as its queued
      // update is spent.
      if top !== node, node.needsRender, !node.isRemoved {
        node.render(RenderPass(transaction: transaction, environmentChanged: false))
      }
    }
  }

  /// Runs `body` as a render, then the lifecycle actions it queued (unless a render is
  /// running already: its actions run when it ends).
  private func rendering(_ body: () -> Void) {
    if isRendering {
      body()
      return
    }
    isRendering = true
    body()
    isRendering = false
    runPendingActions()
  }

  /// Queues `action` to run once the render is done.
  func afterRender(_ action: @escaping () -> Void) {
    pendingActions.append(PendingAction(run: action))
  }

  /// A queued action. Wrapped in a struct, which holds the closure as it is: an array of
  /// bare closures holds each through a thunk, an allocation for every action queued (a
  /// long list's rows queue one `onAppear` each).
  private struct PendingAction {
    let run: () -> Void
  }

  private func runPendingActions() {
    guard !pendingActions.isEmpty else { return }
    withTimeline {
      while !pendingActions.isEmpty {
        let actions = pendingActions
        pendingActions.removeAll()
        for action in actions { action.run() }
      }
    }
  }

  /// Runs `body` as the host's work: `DispatchQueue.main.asyncAfter` in it waits on the
  /// host's clock.
  func withTimeline<Result>(_ body: () throws -> Result) rethrows -> Result {
    try VirtualTime.$timeline.withValue(timeline, operation: body)
  }

  /// Runs `body` — an action a test drives, as a person would — as one update batch of the
  /// host's work.
  func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
    try withTimeline { try UpdateScheduler.perform(body) }
  }

  // MARK: Lifecycle

  /// A node joined the tree (before its first render).
  func nodeDidMount(_ node: ViewNode) {
    node.didMount()
  }

  /// Starts `operation` as the `.task` of `node`, replacing one it had.
  func startTask(of node: ViewNode, _ operation: @escaping @MainActor @Sendable () async -> Void) {
    cancelTask(of: node)
    node.startedTask = true
    let id = ObjectIdentifier(node)
    taskNumber += 1
    let number = taskNumber
    let timeline = self.timeline
    let body: @MainActor @Sendable () async -> Void = { [weak reference] in
      await VirtualTime.$timeline.withValue(timeline) {
        await VirtualTime.$task.withValue(number) { await operation() }
      }
      guard let graph = reference?.graph, graph.runningTasks[id]?.number == number else {
        return
      }
      graph.runningTasks[id] = nil
    }
    let task: Task<Void, Never>
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *),
      let executor = taskExecutor as? TimelineExecutor
    {
      task = Task(executorPreference: executor) { await body() }
    } else {
      task = Task { @MainActor in await body() }
    }
    runningTasks[id] = RunningTask(number: number, task: task, name: Self.taskName(of: node))
  }

  /// "the .task of SearchScreen": the nearest view above `node` that is not Fieldwork's own.
  private static func taskName(of node: ViewNode) -> String {
    var current: ViewNode? = node
    while let candidate = current {
      let name = String(reflecting: candidate.viewType)
      if !name.hasPrefix("FieldworkSwiftUI.") && !name.hasPrefix("Swift.") {
        return "the .task of \(ViewTypeName.of(candidate.viewType))"
      }
      current = candidate.parent
    }
    return "a .task"
  }

  /// Cancels the `.task` of `node`, if it has one.
  func cancelTask(of node: ViewNode) {
    // Most trees run no task: a node leaving one costs no hashing.
    guard !runningTasks.isEmpty else { return }
    runningTasks.removeValue(forKey: ObjectIdentifier(node))?.task.cancel()
  }

  /// Takes the whole tree down: every node leaves, tasks are cancelled.
  func tearDown() {
    root?.remove()
    root = nil
    for running in runningTasks.values { running.task.cancel() }
    runningTasks = [:]
    runPendingActions()
  }

  func report(_ diagnostic: UpdateDiagnostic) {
    diagnosticHandler(diagnostic)
  }

  /// What reaches the graph from what may outlive it, made on first use.
  private var referenceStorage: GraphReference?

  /// What holds the graph for what may outlive it (a task, a subscription, a representable's
  /// diagnostics): they hold this weakly, never the graph.
  var reference: GraphReference {
    if let referenceStorage { return referenceStorage }
    let reference = GraphReference(self)
    referenceStorage = reference
    return reference
  }

  deinit {
    // What holds the reference weakly finds it gone from here on, before a task's
    // cancellation can run any code.
    referenceStorage = nil
    // Tasks hold the graph weakly; a host that goes away ends the ones still running.
    for running in runningTasks.values { running.task.cancel() }
  }
}

/// Reaches a graph for what may outlive it (a `.task`, a subscription to an object the app
/// keeps, a representable's diagnostics), which holds this weakly.
///
/// They hold this, never the graph, weakly: a weak reference gives its object a side table,
/// and every retain and release of the graph (each node's `graph`, read all through a
/// render) then takes the runtime's slow path. That cost a tenth of making a long list's
/// rows.
@MainActor
final class GraphReference {
  /// The graph. Unowned: the graph owns this object and lets it go first thing as it
  /// deinitializes, and only weak references reach it otherwise, so the graph lives
  /// whenever this object can be reached.
  unowned(safe) let graph: ViewGraph

  init(_ graph: ViewGraph) { self.graph = graph }
}

/// Makes and updates the root node from an existential view.
@MainActor
enum RootReconciler {
  static func mount(_ view: any View, graph: ViewGraph, environment: EnvironmentValues)
    -> ViewNode
  {
    func make<V: View>(_ view: V) -> ViewNode {
      let node = TypedNode(
        view: view, blueprint: .shared(for: view), graph: graph, parent: nil, key: .position(0),
        environment: environment)
      graph.nodeDidMount(node)
      node.render(RenderPass(transaction: Transaction(), environmentChanged: true))
      return node
    }
    return make(view)
  }

  static func update(
    _ root: ViewNode, with view: any View, environment: EnvironmentValues, pass: RenderPass
  ) {
    func update<V: View>(_ view: V) {
      if let typed = root as? TypedNode<V> {
        typed.update(with: view, environment: environment, pass: pass)
      }
    }
    update(view)
  }
}
