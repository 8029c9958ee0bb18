/// The scene of a Mac app's settings window, as SwiftUI's `Settings`. Listed by
/// ``AppHost/scenes``, never hosted as the app's window.
public struct Settings<Content: View>: Scene, PrimitiveScene {
  let content: @MainActor () -> Content

  /// A settings window of the view `content` builds.
  public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
    self.content = content
  }

  /// None: a primitive scene.
  public var body: Never { primitiveSceneBody() }

  func collectWindows(into windows: inout [SceneWindow]) {
    let content = self.content
    windows.append(SceneWindow(kind: "Settings", title: nil, id: nil) { AnyView(content()) })
  }
}
