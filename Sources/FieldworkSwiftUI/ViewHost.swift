/// Hosts a SwiftUI view headlessly: evaluates its body into a tree, keeps it up to date as
/// state changes, and lets a test inspect and drive it.
///
/// ```swift
/// let host = ViewHost { ContentView() }
/// let search = try host.inspect().find(ViewType.TextField.self)
/// try search.setInput("milk")
/// #expect(try host.inspect().findAll(ViewType.Text.self).count == 1)
/// print(host.tree)
/// ```
///
/// Updates are synchronous, as `RepresentableHost`'s are: when a `State` write, a user
/// action (`tap()`, `setInput(_:)`, typing into a control) or an `@Observable` change that
/// is flushed returns, every view that read the state has rendered again, and only those.
/// The lifecycle actions those renders queued (`onAppear`, `onDisappear`, `onChange`) have
/// run too. `.task` work and `DispatchQueue.main.async` hops run on the main actor's next
/// turns: `await host.settle()` runs them.
///
/// The host's text controls share one `HeadlessWindow`, so at most one of them is first
/// responder, as on a device.
@MainActor
public final class ViewHost<Content: View> {
  let graph: ViewGraph

  /// The accessibility notifications posted since the host was made (announcements, screen
  /// and layout changes), as VoiceOver would hear them.
  public let accessibilityNotifications = AccessibilityNotificationRecorder()

  /// The window the screen's text controls join.
  public var window: HeadlessWindow { graph.window }

  /// The size the screen was given: what `GeometryReader` reports. Nothing is laid out, so
  /// it is not divided among views; setting it renders the tree again. 390 × 844 points (an
  /// iPhone's) by default.
  public var size: CGSize {
    get { graph.size }
    set {
      graph.size = newValue
      UpdateScheduler.perform { graph.renderRoot(environmentChanged: true) }
    }
  }

  /// The environment the root view sees. Changing it renders the tree again.
  public var environment: EnvironmentValues {
    get { graph.environment }
    set {
      graph.environment = newValue
      UpdateScheduler.perform { graph.renderRoot(environmentChanged: true) }
    }
  }

  /// Receives problems the host works around (an update cycle, a write during `body`,
  /// duplicate `ForEach` ids, a missing environment object). Prints them to standard error
  /// by default; replace it to collect them in tests.
  public var diagnosticHandler: (UpdateDiagnostic) -> Void {
    get { graph.diagnosticHandler }
    set { graph.diagnosticHandler = newValue }
  }

  /// The most renders one update pass may run for one view before it is stopped as a cycle.
  public var maximumUpdateRounds: Int {
    get { graph.maximumUpdateRounds }
    set { graph.maximumUpdateRounds = newValue }
  }

  /// Hosts the view `content` builds and renders it.
  ///
  /// - Parameters:
  ///   - size: What `GeometryReader` reports.
  ///   - environment: The environment the root view sees.
  ///   - window: The window the text controls join; a new one by default.
  ///   - diagnosticHandler: Receives problems the host works around, from the first
  ///     render on.
  ///   - clock: The screen's time, which ``advance(by:)`` moves. Given a clock, the host
  ///     also makes `Task.sleep` in the screen's `.task` work sleep on it (Swift 6.3 and
  ///     later); pass the clock you give the screen's model, so one `advance` moves both.
  ///     Without one, the host makes its own clock for `DispatchQueue.main.asyncAfter` and
  ///     leaves `Task.sleep` on the real clock.
  ///   - content: Builds the root view. It is evaluated like a body: state it reads renders
  ///     the root again.
  public init(
    size: CGSize = CGSize(width: 390, height: 844),
    environment: EnvironmentValues = EnvironmentValues(),
    window: HeadlessWindow = HeadlessWindow(),
    diagnosticHandler: @escaping (UpdateDiagnostic) -> Void = UpdateDiagnostic
      .printToStandardError,
    clock: TestClock<Duration>? = nil,
    @ViewBuilder _ content: @escaping () -> Content
  ) {
    let clockGiven = clock != nil
    let clock = clock ?? TestClock()
    self.clock = clock
    let description = "ViewHost<\(ViewTypeName.of(Content.self))>"
    graph = ViewGraph(
      rootView: HostRoot(content: content), window: window, environment: environment,
      size: size, hostDescription: description, diagnosticHandler: diagnosticHandler,
      timeline: clock.timeline, sleepsOnTimeline: clockGiven)
    let graph = self.graph
    let link = Timeline<Duration>.HostLink(owner: graph, description: description) {
      [weak graph] in
      guard let graph else { return }
      _ = await Self.settle(graph, maximumRounds: 100)
    }
    if let owner = clock.timeline.attach(link) {
      graph.report(
        UpdateDiagnostic(
          kind: .clockSharedAcrossHosts(owner), hostDescription: description, rounds: 0))
    }
    UpdateScheduler.perform { graph.renderRoot(environmentChanged: true) }
  }

  /// The screen's time: main-queue work after a deadline waits on it, and so does any model
  /// given it — and, for a host made with `ViewHost(clock:)`, `Task.sleep` in the screen's
  /// `.task` work (Swift 6.3 and later); ``advance(by:)`` moves it.
  public let clock: TestClock<Duration>

  /// Moves the screen's time forward by `duration`, waking what sleeps on ``clock`` in
  /// the order of its deadlines, and settling the screen after each wake-up, so work a
  /// wake-up starts within the window runs in the same advance.
  ///
  /// ```swift
  /// try await host.advance(by: .milliseconds(300))   // the debounced search has run
  /// ```
  ///
  /// - Throws: `TimeError.movedBackwards(by:)` for a negative duration; nothing moves.
  public func advance(by duration: Duration) async throws {
    guard duration >= .zero else { throw TimeError.movedBackwards(by: duration) }
    await clock.advance(by: duration)
  }

  /// Runs what the main run loop would run between two touches of a person — blocks queued
  /// with `DispatchQueue.main.async`, main-actor tasks, `.task` work, and the renders they
  /// cause — until nothing more changes and every `.task` still running waits for
  /// ``clock`` (a debounce's sleep): work that is due runs, work that is not stays asleep
  /// until ``advance(by:)``.
  ///
  /// A `.task` that waits for anything else past `maximumRounds` rounds (a sleep on the real
  /// clock, an endless loop) is not waited for: settling then returns `false` and reports
  /// `UpdateDiagnostic/Kind/taskStillRunning(_:)`, naming the view whose task it is (or,
  /// when renders never stop, `UpdateDiagnostic/Kind/unsettled`) to ``diagnosticHandler``.
  ///
  /// Typing needs no settling between keys: `type(_:)` turns the run loop before each key and
  /// after its last, running the main-queue blocks that a tap, a key or their renders queued,
  /// as iOS does between two keys. Tasks those blocks start wait for this method.
  ///
  /// - Parameter maximumRounds: How many rounds to run at most.
  /// - Returns: Whether everything settled within `maximumRounds`.
  @discardableResult
  public func settle(maximumRounds: Int = 100) async -> Bool {
    await Self.settle(graph, maximumRounds: maximumRounds)
  }

  private static func settle(_ graph: ViewGraph, maximumRounds: Int) async -> Bool {
    let outcome = await Settling.settle(
      maximumRounds: maximumRounds, renders: { graph.renderCount },
      isBusy: { graph.hasBusyTasks })
    let kind: UpdateDiagnostic.Kind
    switch outcome {
    case .settled: return true
    case .busy:
      kind = .taskStillRunning(graph.busyTaskNames.joined(separator: ", "))
    case .unsettled: kind = .unsettled
    }
    graph.report(
      UpdateDiagnostic(kind: kind, hostDescription: graph.hostDescription, rounds: maximumRounds))
    return false
  }

  /// Renders the whole tree again, from the root.
  public func update() {
    UpdateScheduler.perform { graph.renderRoot(environmentChanged: false) }
  }

  /// Takes the tree down, as the screen going away would: every view leaves the tree
  /// (`onDisappear` runs, representables are dismantled, tasks are cancelled). The host
  /// shows nothing afterwards.
  public func dismantle() {
    UpdateScheduler.perform { graph.tearDown() }
  }
}

/// The root of a hosted tree: the host's content closure, evaluated like a body, so state it
/// reads renders the root again.
struct HostRoot<Content: View>: View {
  let content: () -> Content
  var body: Content { content() }
}
