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

/// The content a ``ViewModifier`` is applied to, as its `body(content:)` sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
  init() {}

  /// None: a primitive view, standing for the modified content.
  public var body: Never { primitiveBody(of: Self.self) }
}

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

extension View {
  /// This view with `modifier` applied.
  public func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension _ViewModifier_Content: PrimitiveView {
  // Its content comes from the modifier's node, so it renders whenever the modifier's body
  // does, though its own value never changes.
  static var alwaysRenders: Bool { true }

  func render(in context: inout RenderContext) {
    let provider = context.node.ancestor {
      ($0.castableViewValue as? any ModifierContentProviding)?.modifierType == Modifier.self
    }
    guard let provider = provider?.castableViewValue as? any ModifierContentProviding else {
      return
    }
    provider.placeContent(in: &context)
  }

  static var fixedRole: NodeRole? { .transparent }
  static var rowMaking: RowMaking { .inherited }
}

// Conformed in extensions, so the types are not isolated to the main actor: a view can be
// built anywhere (an XCTest method builds one before inspecting it); only `body` is.
extension _ViewModifier_Content: View {}
