@MainActor
enum SceneResolver {
  /// The windows `scene` declares, in order.
  static func windows(of scene: some Scene) -> [SceneWindow] {
    var windows: [SceneWindow] = []
    collect(scene, into: &windows)
    return windows
  }

  static func collect(_ scene: some Scene, into windows: inout [SceneWindow]) {
    if let primitive = scene as? any PrimitiveScene {
      primitive.collectWindows(into: &windows)
    } else {
      collect(scene.body, into: &windows)
    }
  }
}

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
