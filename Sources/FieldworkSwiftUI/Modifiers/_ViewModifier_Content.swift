/// The content a ``ViewModifier`` is applied to, as its `body(content:)` sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
  init() {}

  /// None: a primitive view, standing for the modified content.
  public var body: Never { primitiveBody(of: Self.self) }
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
