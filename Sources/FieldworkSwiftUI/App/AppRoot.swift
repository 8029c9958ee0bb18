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
