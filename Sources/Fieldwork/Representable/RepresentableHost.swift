/// Drives a ``Representable`` through its lifecycle and keeps its view up to date.
///
/// The host evaluates `content` the way SwiftUI evaluates a `body`: on creation it calls
/// ``Representable/makeCoordinator()``, ``Representable/makeView(context:)`` and
/// ``Representable/updateView(_:context:)``; afterwards every change to a ``State`` (or an
/// `@Observable` property) that the content or the update read evaluates `content` again and
/// calls `updateView` with the new value, never `makeView` again.
///
/// ```swift
/// @State var name = ""
/// let host = RepresentableHost { TextField("Name", text: $name) }
/// host.view.tap()
/// host.view.type("Ada")
/// name            // "Ada"
/// name = "Grace"  // host.view.text is "Grace" when this line returns
/// ```
///
/// Updates are synchronous: when a `State` write or a user action returns, every host that read
/// the state has updated. A write made *during* an update is applied after that update returns,
/// and a host that keeps invalidating itself is stopped after ``maximumUpdateRounds`` rounds
/// with an ``UpdateDiagnostic`` sent to ``diagnosticHandler``.
///
/// Keep a reference to the host for as long as its view is in use: state holds hosts weakly, so
/// a released host simply stops updating (and releases its view and coordinator).
@MainActor
public final class RepresentableHost<Content: Representable> {
  /// Released by ``dismantle()``, so a content closure that captures its own host (to
  /// dismantle it from an update, say) forms no lasting cycle.
  private var content: (() -> Content)?
  private var platformView: Content.PlatformView?
  private var platformCoordinator: Content.Coordinator?
  /// The storage of `State` declared inside the content, kept across renders.
  private let stateSlots = StateSlots()
  /// What the latest render read: `State` subscriptions and an Observation registration.
  private lazy var tracker = DependencyTracker(target: self)
  /// Passes a diagnostic to ``diagnosticHandler``; handed to every render's context.
  private lazy var reportDiagnostic: (UpdateDiagnostic) -> Void = { [weak self] in
    self?.diagnosticHandler($0)
  }

  /// The window the host's view joined, if any.
  public let window: HeadlessWindow?

  /// The accessibility notifications posted since the host was made (announcements, screen
  /// and layout changes), as VoiceOver would hear them.
  public let accessibilityNotifications = AccessibilityNotificationRecorder()

  /// Whether ``dismantle()`` has run.
  public private(set) var isDismantled = false

  /// How many times the host has called ``Representable/updateView(_:context:)``.
  package private(set) var updateCount = 0

  /// The transaction of this host's queued update, while the scheduler has one queued.
  package var queuedTransaction: Transaction?
  /// The update scheduler's count of this host's renders in its running pass.
  package var updateRounds = UpdateRounds()

  /// How many Observation registrations of this host are armed: the latest render's (one for
  /// the content, one for the update), plus at most the two of the first render that read an
  /// `@Observable` value, which carry no cancellation marker yet. For tests of the bound.
  package var liveObservationRegistrations: Int {
    tracker.liveObservationRegistrations
  }

  /// The most updates one pass may run for this host before it is stopped as a cycle.
  public var maximumUpdateRounds = 32

  /// Receives problems the host works around, such as an update cycle. Prints them to standard
  /// error by default; replace it to collect them in tests.
  public var diagnosticHandler: (UpdateDiagnostic) -> Void = UpdateDiagnostic.printToStandardError

  /// The environment passed to the content. Changing it updates the view, as a `State`
  /// write does: at once, or, when assigned during an update, after that update returns.
  public var environment: EnvironmentValues {
    didSet { update() }
  }

  /// Creates the host and runs the first update: coordinator, view, then `updateView`.
  ///
  /// - Parameters:
  ///   - window: The window the view joins when it is a ``HeadlessWindowMember`` (a text
  ///     field or a search bar), so it shares UIKit's one-first-responder rule with the other
  ///     views of that window.
  ///   - environment: The environment the content sees.
  ///   - diagnosticHandler: Receives problems the host works around, from the first render
  ///     on (see ``diagnosticHandler``).
  ///   - content: Builds the representable value; evaluated again on every update.
  public init(
    window: HeadlessWindow? = nil,
    environment: EnvironmentValues = EnvironmentValues(),
    diagnosticHandler: @escaping (UpdateDiagnostic) -> Void = UpdateDiagnostic
      .printToStandardError,
    _ content: @escaping () -> Content
  ) {
    self.content = content
    self.window = window
    self.environment = environment
    self.diagnosticHandler = diagnosticHandler
    UpdateScheduler.perform { render(transaction: Transaction()) }
  }

  /// The view made by ``Representable/makeView(context:)``.
  ///
  /// Reading it after ``dismantle()`` stops the program with a message: the host released it.
  public var view: Content.PlatformView {
    guard let platformView else {
      preconditionFailure("RepresentableHost.view was read after dismantle() released it")
    }
    return platformView
  }

  /// The coordinator made by ``Representable/makeCoordinator()``.
  ///
  /// Reading it after ``dismantle()`` stops the program with a message: the host released it.
  public var coordinator: Content.Coordinator {
    guard let platformCoordinator else {
      preconditionFailure("RepresentableHost.coordinator was read after dismantle() released it")
    }
    return platformCoordinator
  }

  /// Evaluates the content and updates the view now, then runs any updates that caused.
  ///
  /// Called during an update (this host's or another's), it never renders recursively: the
  /// host is queued and renders once the running update returns, and a host that asks for
  /// an update from every update is stopped after ``maximumUpdateRounds`` with a diagnostic.
  /// Does nothing after ``dismantle()``.
  public func update() {
    guard !isDismantled else { return }
    UpdateScheduler.perform { UpdateScheduler.enqueue(self, transaction: Transaction()) }
  }

  /// Runs what the main run loop would run between two touches of a person — blocks queued
  /// with `DispatchQueue.main.async`, main-actor tasks, and the host updates they cause —
  /// until nothing more changes.
  ///
  /// Wrappers written for iOS often hop their state writes through
  /// `DispatchQueue.main.async` (to dodge "Modifying state during view update"). Fieldwork
  /// needs no hop, but a wrapper that makes one behaves as on iOS once the main queue runs:
  ///
  /// ```swift
  /// host.view.tap()        // the wrapper writes its focus binding in an async block
  /// await host.settle()    // the block has run, and every host it affects has updated
  /// ```
  ///
  /// Each round lets the main queue run everything queued so far, and then the updates that
  /// caused; settling ends after two rounds in a row that updated no host. Work still
  /// sleeping (a debounce, a timer) is not waited for: advance its clock instead. A wrapper
  /// that re-queues state writes forever is stopped after `maximumRounds` rounds with an
  /// ``UpdateDiagnostic`` (``UpdateDiagnostic/Kind/unsettled``) sent to
  /// ``diagnosticHandler``, not left to hang.
  ///
  /// Typing needs no settling between keys: `type(_:)` turns the run loop before each key and
  /// after its last, running the main-queue blocks that a tap, a key or their updates queued,
  /// as iOS does between two keys. Tasks those blocks start, and blocks queued outside an
  /// update (by the test's own code), wait for this method.
  ///
  /// - Parameter maximumRounds: How many rounds to run at most.
  /// - Returns: Whether everything settled within `maximumRounds`.
  @discardableResult
  public func settle(maximumRounds: Int = 100) async -> Bool {
    guard await Settling.settle(maximumRounds: maximumRounds) != .settled else { return true }
    diagnosticHandler(
      UpdateDiagnostic(
        kind: .unsettled, hostDescription: updateTargetDescription, rounds: maximumRounds))
    return false
  }

  /// Calls ``Representable/dismantleView(_:coordinator:)`` once and releases the view and the
  /// coordinator. Later state changes no longer reach this host; calling it again does nothing.
  public func dismantle() {
    guard !isDismantled, let platformView, let platformCoordinator else { return }
    isDismantled = true
    tracker.stop()
    content = nil
    self.platformView = nil
    self.platformCoordinator = nil
    Content.dismantleView(platformView, coordinator: platformCoordinator)
  }

  private func render(transaction: Transaction) {
    guard !isDismantled, let content else { return }
    let tracker = self.tracker
    tracker.beginRender()
    func evaluate() -> Content {
      tracker.recorder.withSlots(stateSlots) {
        stateSlots.rewind()
        return content()
      }
    }
    EnvironmentValues.whileRendering(environment) {
      if tracker.readsObservables || updateCount == 0 {
        // Two registrations: Observation arms one only when its closure returns, so the
        // content's reads are armed before updateView runs, and an @Observable value the
        // content read and updateView then writes queues this host, even on the first
        // render. A host that has read none since pays for one tracking only.
        let value = tracker.track(evaluate)
        tracker.track { update(with: value, transaction: transaction) }
      } else {
        tracker.track { update(with: evaluate(), transaction: transaction) }
      }
    }
    tracker.endRender()
  }

  /// Makes the coordinator and the view on the first render, then calls `updateView`.
  private func update(with value: Content, transaction: Transaction) {
    let coordinator: Content.Coordinator
    if let existing = platformCoordinator {
      coordinator = existing
    } else {
      coordinator = value.makeCoordinator()
      platformCoordinator = coordinator
    }
    let context = RepresentableContext<Content>(
      coordinator: coordinator, environment: environment, transaction: transaction,
      diagnosticHandler: reportDiagnostic)
    let view: Content.PlatformView
    if let existing = platformView {
      view = existing
    } else {
      view = value.makeView(context: context)
      platformView = view
      if let window, let member = view as? any HeadlessWindowMember {
        member.window = window
      }
    }
    updateCount += 1
    value.updateView(view, context: context)
  }
}

extension RepresentableHost: UpdateTarget {
  package func performUpdate(transaction: Transaction) {
    render(transaction: transaction)
  }

  package func report(_ diagnostic: UpdateDiagnostic) {
    diagnosticHandler(diagnostic)
  }

  package var updateTargetDescription: String {
    "RepresentableHost<\(Content.self)>"
  }
}

extension RepresentableHost: CustomReflectable {
  /// What `dump` and `Mirror` show: the descriptions of the view and the coordinator, read on
  /// the main actor, and whether the host is dismantled. The recorded dependencies (the
  /// `State` storage the content read) are not reflected, so dumping a host shows its state
  /// only as its view and coordinator describe themselves (a secure ``HeadlessTextField``
  /// redacts its text).
  public nonisolated var customMirror: Mirror {
    let shown = ifOnMainActor { () -> [String] in
      [
        platformView.map { String(describing: $0) } ?? "nil",
        platformCoordinator.map { String(describing: $0) } ?? "nil",
        String(isDismantled),
      ]
    }
    guard let shown else {
      return Mirror(self, children: ["note": "read on the main actor to see more"])
    }
    return Mirror(
      self, children: ["view": shown[0], "coordinator": shown[1], "isDismantled": shown[2]],
      displayStyle: .class)
  }
}
