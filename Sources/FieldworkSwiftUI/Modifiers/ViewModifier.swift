/// A reusable change to a view, as SwiftUI's `ViewModifier`: its `body(content:)` returns
/// the content, changed.
///
/// ```swift
/// struct Card: ViewModifier {
///   func body(content: Content) -> some View {
///     content.padding().background(Color.white).cornerRadius(12)
///   }
/// }
///
/// Text("Hello").modifier(Card())
/// ```
///
/// A modifier may declare `@State`: it lives with the modified view, as in SwiftUI.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier makes of its content.
  associatedtype Body: View
  /// The content the modifier is applied to.
  typealias Content = _ViewModifier_Content<Self>

  /// The content, changed.
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

extension View {
  /// This view with `modifier` applied.
  public func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
