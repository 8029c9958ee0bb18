import FieldworkUIKit
import Testing

/// Whole apps launched headlessly (Screens/NotesApp.swift): the app's own state, its scenes
/// and its scene phase, as a launched iOS app's.
@MainActor @Suite struct AppHostTests {
  @Test func anAppIsLaunchedAndDrivenThroughItsMainScreen() throws {
    let app = try AppHost(NotesApp.self)
    #expect(app.scenes == ["WindowGroup"])
    let window = app.window
    #expect(try window.inspect().find(text: "Buy milk").string() == "Buy milk")
    try window.inspect().find(ViewType.TextField.self).setInput("Call Ada")
    try window.inspect().find(button: "Add").tap()
    let notes = try window.inspect().find(ViewType.List.self).findAll(ViewType.Text.self)
    #expect(try notes.map { try $0.string() } == ["Buy milk", "Call Ada"])
    try window.inspect().find(ViewType.ForEach.self).callOnDelete(IndexSet(integer: 0))
    #expect(throws: InspectionError.self) { try window.inspect().find(text: "Buy milk") }
  }

  @Test func theScenePhasePassesThroughInactiveAsOnADevice() throws {
    let app = try AppHost(NotesApp.self)
    #expect(app.scenePhase == .active)
    #expect(try app.window.inspect().find(text: "Active").string() == "Active")
    app.moveToBackground()
    #expect(app.scenePhase == .background)
    #expect(try app.window.inspect().find(text: "Not active").string() == "Not active")
    app.moveToForeground()
    #expect(app.scenePhase == .active)
    app.move(to: .inactive)
    #expect(app.scenePhase == .inactive)
    app.move(to: .active)
  }

  @Test func theAppsOnChangeOfScenePhaseSavesInTheBackground() throws {
    let app = try AppHost(NotesApp.self)
    try app.window.inspect().find(ViewType.TextField.self).setInput("Call Ada")
    try app.window.inspect().find(button: "Add").tap()
    app.moveToBackground()
    app.moveToForeground()
    app.moveToBackground()
    let saved = try #require(AppHostTests.store(of: app))
    #expect(saved.saves == [["Buy milk", "Call Ada"], ["Buy milk", "Call Ada"]])
  }

  @Test func theAppsOwnStateIsKeptAndReevaluatesItsScenes() throws {
    let app = try AppHost(OnboardingApp.self)
    #expect(app.scenes == ["WindowGroup \"Main\"", "Settings"])
    try app.window.inspect().find(button: "Get started").tap()
    #expect(try app.window.inspect().find(text: "Welcome back").string() == "Welcome back")
  }

  @Test func anAppWithNoWindowIsAClearError() {
    #expect(
      throws: AppHostError.noWindow(app: "SettingsOnlyApp", scenes: ["Settings"])
    ) { try AppHost(SettingsOnlyApp.self) }
    let message = AppHostError.noWindow(app: "SettingsOnlyApp", scenes: ["Settings"]).description
    #expect(message.contains("add `WindowGroup { ContentView() }`"))
  }

  @Test func aMissingEnvironmentObjectIsReportedNotACrash() throws {
    var diagnostics: [UpdateDiagnostic] = []
    let host = ViewHost(diagnosticHandler: { diagnostics.append($0) }) { NotesScreen() }
    _ = host
    #expect(diagnostics.map(\.kind) == [.missingEnvironmentObject("NoteStore")])
  }

  /// The app's store, read back through the environment object its window was given.
  static func store(of app: AppHost<NotesApp>) -> NoteStore? {
    try? app.window.inspect().find(NotesScreen.self).actualView().store
  }
}
