/// A scene Fieldwork knows how to show: it lists its windows instead of having a body.
@MainActor
protocol PrimitiveScene {
  /// Adds the windows of the scene to `windows`.
  func collectWindows(into windows: inout [SceneWindow])
}

extension PrimitiveScene {
  /// None: a primitive scene.
  func primitiveSceneBody() -> Never {
    fatalError("\(type(of: self)) is a primitive scene: it has no body")
  }
}
