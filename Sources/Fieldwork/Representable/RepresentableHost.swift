import Observation

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
  private let content: () -> Content
  private var platformView: Content.PlatformView?
  private var platformCoordinator: Content.Coordinator?
  private var dependencies: [ObjectIdentifier: any TrackedSource] = [:]

  /// Whether ``dismantle()`` has run.
  public private(set) var isDismantled = false

  /// How many times the host has called ``Representable/updateView(_:context:)``.
  public private(set) var updateCount = 0

  /// The most updates one pass may run for this host before it is stopped as a cycle.
  public var maximumUpdateRounds = 32

  /// Receives problems the host works around, such as an update cycle. Prints them to standard
  /// error by default; replace it to collect them in tests.
  public var diagnosticHandler: (UpdateDiagnostic) -> Void = UpdateDiagnostic.printToStandardError

  /// The environment passed to the content. Changing it updates the view.
  public var environment: EnvironmentValues {
    didSet { update() }
  }

  /// Creates the host and runs the first update: coordinator, view, then `updateView`.
  ///
  /// - Parameters:
  ///   - environment: The environment the content sees.
  ///   - content: Builds the representable value; evaluated again on every update.
  public init(
    environment: EnvironmentValues = EnvironmentValues(),
    _ content: @escaping () -> Content
  ) {
    self.content = content
    self.environment = environment
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
  /// Does nothing after ``dismantle()``.
  public func update() {
    UpdateScheduler.perform { render(transaction: Transaction()) }
  }

  /// Calls ``Representable/dismantleView(_:coordinator:)`` once and releases the view and the
  /// coordinator. Later state changes no longer reach this host; calling it again does nothing.
  public func dismantle() {
    guard !isDismantled, let platformView, let platformCoordinator else { return }
    isDismantled = true
    let id = ObjectIdentifier(self)
    for source in dependencies.values { source.unsubscribe(id: id) }
    dependencies = [:]
    self.platformView = nil
    self.platformCoordinator = nil
    Content.dismantleView(platformView, coordinator: platformCoordinator)
  }

  private func render(transaction: Transaction) {
    guard !isDismantled else { return }
    let recorder = DependencyRecorder()
    let weakSelf = WeakUpdateTarget(self)
    DependencyRecorder.$current.withValue(recorder) {
      withObservationTracking {
        let value = content()
        let coordinator: Content.Coordinator
        if let existing = platformCoordinator {
          coordinator = existing
        } else {
          coordinator = value.makeCoordinator()
          platformCoordinator = coordinator
        }
        let context = RepresentableContext<Content>(
          coordinator: coordinator, environment: environment, transaction: transaction)
        let view: Content.PlatformView
        if let existing = platformView {
          view = existing
        } else {
          view = value.makeView(context: context)
          platformView = view
        }
        updateCount += 1
        value.updateView(view, context: context)
      } onChange: {
        UpdateScheduler.observedValueWillChange(weakSelf)
      }
    }
    resubscribe(to: recorder.recorded)
  }

  private func resubscribe(to sources: [ObjectIdentifier: any TrackedSource]) {
    // A dismantle triggered from inside updateView must not be undone here.
    guard !isDismantled else { return }
    let id = ObjectIdentifier(self)
    for (key, source) in dependencies where sources[key] == nil {
      source.unsubscribe(id: id)
    }
    let target = WeakUpdateTarget(self)
    for (key, source) in sources where dependencies[key] == nil {
      source.subscribe(target, id: id)
    }
    dependencies = sources
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
