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
