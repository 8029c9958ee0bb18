/// Several scenes, as a `SceneBuilder` block lists them.
public struct TupleScene<each Content: Scene> {
  let content: (repeat each Content)

  init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }
}

extension TupleScene: Scene, PrimitiveScene {
  /// None: a primitive scene.
  public var body: Never { primitiveSceneBody() }

  func collectWindows(into windows: inout [SceneWindow]) {
    for scene in repeat each content {
      SceneResolver.collect(scene, into: &windows)
    }
  }
}
