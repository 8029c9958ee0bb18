/// Why an app could not be hosted.
public enum AppHostError: Error, Equatable, CustomStringConvertible {
  /// The app declares no `WindowGroup` or `Window`: there is nothing to show.
  case noWindow(app: String, scenes: [String])

  /// What went wrong, and what to add.
  public var description: String {
    switch self {
    case .noWindow(let app, let scenes):
      let declared = scenes.isEmpty ? "no scene" : scenes.joined(separator: ", ")
      return
        "\(app) declares no WindowGroup or Window to show (its body declares \(declared)): "
        + "add `WindowGroup { ContentView() }` to its body"
    }
  }
}

/// What an ``AppHost`` learns from rendering its app.
@MainActor
final class AppHostState {
  private(set) var windows: [SceneWindow] = []

  /// Keeps `windows` as the app's latest, and returns them.
  func record(_ windows: [SceneWindow]) -> [SceneWindow] {
    self.windows = windows
    return windows
  }
}

/// The root of a hosted app: evaluates the app's scenes and shows its first window.
///
/// The app is a property of this view, and the view tree links the dynamic properties of an
/// app (`@State`, `@StateObject`, `@Environment`) as it links a dynamic property's: they
/// live on this view's node and read the host's environment.
struct AppRoot<Content: App>: View {
  let app: Content
  let state: AppHostState

  var body: some View {
    let windows = state.record(SceneResolver.windows(of: app.body))
    if let window = windows.first(where: { $0.kind != "Settings" }) {
      window.content()
    }
  }
}
