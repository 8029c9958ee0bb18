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
