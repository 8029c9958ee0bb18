/// An app, as SwiftUI's `App`: a type whose ``body`` lists its scenes. Mark it `@main` as
/// on iOS; a test launches it with ``AppHost``.
///
/// ```swift
/// @main
/// struct TodoApp: App {
///   @StateObject private var store = TodoStore()
///   @Environment(\.scenePhase) private var scenePhase
///
///   var body: some Scene {
///     WindowGroup {
///       ContentView().environmentObject(store)
///     }
///     .onChange(of: scenePhase) { _, phase in
///       if phase == .background { store.save() }
///     }
///   }
/// }
/// ```
///
/// An app's properties are kept as a view's are: `@State`, `@StateObject` and
/// `@Environment` live as long as the app is hosted, and a change to state the body reads
/// evaluates it again.
@MainActor @preconcurrency
public protocol App {
  /// The type of the app's scenes.
  associatedtype Body: Scene
  /// The app's scenes.
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
  /// Makes the app, as the system does once at launch.
  init()
}

extension App {
  /// The entry point `@main` calls. Headless, it launches the app with an ``AppHost``,
  /// prints its first window's tree, and returns: there is no screen to keep showing it on.
  /// An app that has no `WindowGroup` prints why instead.
  public static func main() {
    do {
      let host = try AppHost(Self.self)
      print(host.window.tree)
    } catch {
      print(error)
    }
  }
}
