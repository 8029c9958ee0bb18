/// A part of an app's user interface the system manages, as SwiftUI's `Scene`: a
/// ``WindowGroup``, or a scene of yours made of them.
@MainActor @preconcurrency
public protocol Scene {
  /// The type of the scene's content.
  associatedtype Body: Scene
  /// The scene's content.
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

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

/// A window a scene declares: what it shows, and how it is named.
@MainActor
struct SceneWindow {
  /// The scene type that declared it (`WindowGroup`, `Window`).
  var kind: String
  /// Its title, if it has one.
  var title: String?
  /// Its identifier, if it has one.
  var id: String?
  /// Builds its content with every scene modifier applied.
  var content: @MainActor () -> AnyView
}

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
