/// A scene of one unique window, as SwiftUI's `Window` (a Mac app's inspector or about
/// window). ``AppHost`` hosts it when the app has no ``WindowGroup`` before it.
public struct Window<Content: View>: Scene, PrimitiveScene {
  let title: String
  let id: String
  let content: @MainActor () -> Content

  /// A window titled `title`, identified by `id`.
  public init(
    _ title: String, id: String, @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.title = title
    self.id = id
    self.content = content
  }

  /// None: a primitive scene.
  public var body: Never { primitiveSceneBody() }

  func collectWindows(into windows: inout [SceneWindow]) {
    let content = self.content
    windows.append(SceneWindow(kind: "Window", title: title, id: id) { AnyView(content()) })
  }
}
