/// Launches an ``App`` headlessly, as the system does on a device: makes the app, reads its
/// scenes, and hosts its first window, ready to inspect and drive.
///
/// ```swift
/// @Test @MainActor func addingATodoSavesItInTheBackground() throws {
///   let app = try AppHost(TodoApp.self)
///   try app.window.inspect().find(ViewType.TextField.self).setInput("Milk")
///   try app.window.inspect().find(button: "Add").tap()
///   app.moveToBackground()    // .onChange(of: scenePhase) saves
///   #expect(try app.window.inspect().find(text: "Milk").string() == "Milk")
/// }
/// ```
///
/// The app's properties (`@State`, `@StateObject`, `@Environment`) are kept for as long as
/// the host lives, as a view's are, and a change to state its `body` reads evaluates the
/// scenes again. The window is the first `WindowGroup` (or `Window`) the app declares; an
/// iPhone shows one. Its scene phase starts ``ScenePhase/active`` after passing through
/// ``ScenePhase/inactive``, as a launched scene's does.
@MainActor
public final class AppHost<Content: App> {
  /// The app's first window: a ``ViewHost`` of what its first `WindowGroup` shows.
  public let window: ViewHost<AnyView>

  /// The scenes the app declares, in order, as `"WindowGroup"`, `"WindowGroup \"Title\""`,
  /// or `"Settings"`: what a test can check the app offers beyond its window.
  public var scenes: [String] {
    state.windows.map { window in
      var name = window.kind
      if let title = window.title { name += " \"\(title)\"" }
      if let id = window.id { name += " id: \(id)" }
      return name
    }
  }

  /// The phase of the app's scene, as `@Environment(\.scenePhase)` reads it.
  public var scenePhase: ScenePhase { window.environment.scenePhase }

  private let state: AppHostState
  private let participants: [any _AppLaunchParticipant]

  /// Launches `app`: makes it with `init()`, evaluates its scenes and hosts its first
  /// window.
  ///
  /// - Parameters:
  ///   - app: The app type, as `@main` names it.
  ///   - size: The screen's size; an iPhone's by default.
  ///   - diagnosticHandler: Receives problems the window's host works around (a missing
  ///     environment object, an update cycle).
  /// - Throws: ``AppHostError/noWindow(app:scenes:)`` when the app declares no
  ///   `WindowGroup` or `Window` to show.
  public init(
    _ app: Content.Type,
    size: CGSize = CGSize(width: 390, height: 844),
    diagnosticHandler: @escaping (UpdateDiagnostic) -> Void = UpdateDiagnostic.printToStandardError
  ) throws(AppHostError) {
    let state = AppHostState()
    self.state = state
    let app = Content()
    participants = Mirror(reflecting: app).children.compactMap {
      $0.value as? any _AppLaunchParticipant
    }
    for participant in participants { participant.appDidLaunch() }
    let root = AppRoot(app: app, state: state)
    var environment = EnvironmentValues()
    environment.scenePhase = .inactive
    window = ViewHost(size: size, environment: environment, diagnosticHandler: diagnosticHandler) {
      AnyView(root)
    }
    guard state.windows.contains(where: { $0.kind != "Settings" }) else {
      let scenes = self.scenes
      window.dismantle()
      throw AppHostError.noWindow(app: ViewTypeName.of(Content.self), scenes: scenes)
    }
    move(to: .active)
  }

  /// Moves the app to the background as pressing the Home button does: the scene becomes
  /// ``ScenePhase/inactive``, then ``ScenePhase/background``, each seen by `onChange`.
  public func moveToBackground() {
    if scenePhase == .active { move(to: .inactive) }
    move(to: .background)
  }

  /// Brings the app back to the foreground: ``ScenePhase/inactive``, then
  /// ``ScenePhase/active``.
  public func moveToForeground() {
    if scenePhase == .background { move(to: .inactive) }
    move(to: .active)
  }

  /// Sets the scene phase to `phase` in one step (the app switcher makes an active scene
  /// ``ScenePhase/inactive`` and back).
  public func move(to phase: ScenePhase) {
    guard scenePhase != phase else { return }
    for participant in participants { participant.appDidChange(to: phase) }
    window.environment.scenePhase = phase
  }
}
