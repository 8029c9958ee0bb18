/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
  /// The view modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// `content` with `modifier` applied.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}
