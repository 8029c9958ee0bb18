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

/// Builds an app's scenes, as SwiftUI's `SceneBuilder`.
@resultBuilder
public enum SceneBuilder {
  /// One scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  /// Several scenes.
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content)
    -> TupleScene<repeat each Content>
  {
    TupleScene(repeat each content)
  }

  /// A scene shown only when a condition holds.
  public static func buildOptional<Content: Scene>(_ content: Content?) -> OptionalScene<Content> {
    OptionalScene(content: content)
  }

  /// The first branch of an `if`/`else`.
  public static func buildEither<First: Scene, Second: Scene>(first: First)
    -> ConditionalScene<First, Second>
  {
    ConditionalScene(content: .first(first))
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither<First: Scene, Second: Scene>(second: Second)
    -> ConditionalScene<First, Second>
  {
    ConditionalScene(content: .second(second))
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
