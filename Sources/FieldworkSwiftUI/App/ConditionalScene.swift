/// A scene declared under `if`/`else`.
public struct ConditionalScene<First: Scene, Second: Scene> {
  enum Branch {
    case first(First)
    case second(Second)
  }
  let content: Branch
}

extension ConditionalScene: Scene, PrimitiveScene {
  /// None: a primitive scene.
  public var body: Never { primitiveSceneBody() }

  func collectWindows(into windows: inout [SceneWindow]) {
    switch content {
    case .first(let scene): SceneResolver.collect(scene, into: &windows)
    case .second(let scene): SceneResolver.collect(scene, into: &windows)
    }
  }
}
