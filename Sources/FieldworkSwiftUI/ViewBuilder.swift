/// Builds views from the statements of a closure, as SwiftUI's `ViewBuilder`: several
/// views, `if`/`else`, `if let`, `switch`, and optional content.
///
/// Its methods only wrap values, so they are not isolated: a view can be built anywhere
/// (an XCTest method builds one before inspecting it), and rendered on the main actor.
@resultBuilder
public enum ViewBuilder {
  /// No views.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One view, as it is.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several views, in order.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }

  /// A view.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// A `Representable` that is not a view itself: placed as one.
  public static func buildExpression<Content: Representable>(
    _ content: Content
  ) -> RepresentableView<Content> {
    RepresentableView(content)
  }

  /// A representable that is a view already (Fieldwork's components, a
  /// `UIViewRepresentable`).
  public static func buildExpression<Content: View & Representable>(
    _ content: Content
  ) -> Content {
    content
  }

  /// The content of an `if` without `else`, or `nil`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The content of an `if` without `else`, or `nil`.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Content inside `if #available`.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
