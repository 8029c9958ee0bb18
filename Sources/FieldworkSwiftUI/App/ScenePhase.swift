/// Whether a scene is in the foreground and taking events, as SwiftUI's `ScenePhase`.
/// Read it with `@Environment(\.scenePhase)`; ``AppHost`` moves it.
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// Not shown: the app went to the background.
  case background
  /// Shown but not taking events: while the app switcher is up, or on the way to and from
  /// the background.
  case inactive
  /// Shown and taking events.
  case active
}

private struct ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
  /// The phase of the scene the view is in: ``ScenePhase/active`` outside an ``AppHost``
  /// (a hosted view is on screen, taking events).
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}
