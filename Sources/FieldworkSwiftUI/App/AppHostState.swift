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
