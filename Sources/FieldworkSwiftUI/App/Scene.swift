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
