/// A scene declared under `if` without `else`.
public struct OptionalScene<Content: Scene> {
  let content: Content?
}

extension OptionalScene: Scene, PrimitiveScene {
  /// None: a primitive scene.
  public var body: Never { primitiveSceneBody() }

  func collectWindows(into windows: inout [SceneWindow]) {
    if let content { SceneResolver.collect(content, into: &windows) }
  }
}
