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
