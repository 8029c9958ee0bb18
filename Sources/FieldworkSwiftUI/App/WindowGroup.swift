/// A scene that shows a window of a view, as SwiftUI's `WindowGroup`: an iPhone app's one
/// window. ``AppHost`` hosts the first one an app declares.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
  let title: String?
  let id: String?
  let content: @MainActor () -> Content

  /// A window of the view `content` builds.
  public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
    title = nil
    id = nil
    self.content = content
  }

  /// A window titled `title`.
  public init(_ title: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
    self.title = title
    id = nil
    self.content = content
  }

  /// A window titled `title`, identified by `id` (what `openWindow(id:)` names).
  public init(
    _ title: String, id: String, @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.title = title
    self.id = id
    self.content = content
  }

  /// A window identified by `id`.
  public init(id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
    title = nil
    self.id = id
    self.content = content
  }

  /// None: a primitive scene.
  public var body: Never { primitiveSceneBody() }

  func collectWindows(into windows: inout [SceneWindow]) {
    let content = self.content
    windows.append(SceneWindow(kind: "WindowGroup", title: title, id: id) { AnyView(content()) })
  }
}
