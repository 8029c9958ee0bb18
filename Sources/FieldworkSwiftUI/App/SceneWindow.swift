/// A window a scene declares: what it shows, and how it is named.
@MainActor
struct SceneWindow {
  /// The scene type that declared it (`WindowGroup`, `Window`).
  var kind: String
  /// Its title, if it has one.
  var title: String?
  /// Its identifier, if it has one.
  var id: String?
  /// Builds its content with every scene modifier applied.
  var content: @MainActor () -> AnyView
}
