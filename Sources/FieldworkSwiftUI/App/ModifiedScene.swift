/// A scene whose windows' content is changed by a scene modifier.
public struct ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
  let content: Content
  let transform: @MainActor (AnyView) -> AnyView

  /// None: a primitive scene.
  public var body: Never { primitiveSceneBody() }

  func collectWindows(into windows: inout [SceneWindow]) {
    var own: [SceneWindow] = []
    SceneResolver.collect(content, into: &own)
    let transform = self.transform
    for var window in own {
      let makeContent = window.content
      window.content = { transform(makeContent()) }
      windows.append(window)
    }
  }
}
