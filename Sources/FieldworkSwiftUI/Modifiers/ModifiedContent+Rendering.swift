/// What the modified content's placeholder asks its modifier's node for.
@MainActor
protocol ModifierContentProviding {
  /// The modifier's type.
  var modifierType: Any.Type { get }
  /// Places the modified content as the placeholder's child.
  func placeContent(in context: inout RenderContext)
}

extension ModifiedContent: ModifierContentProviding where Content: View, Modifier: ViewModifier {
  var modifierType: Any.Type { Modifier.self }

  func placeContent(in context: inout RenderContext) {
    context.child(.position(0), content)
  }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  static var readsState: Bool {
    // A modifier of the app's evaluates a body that may read its own state.
    guard let primitive = Modifier.self as? any PrimitiveModifier.Type else { return true }
    return primitive.readsState
  }

  /// Renders a view modified by a modifier of the app's: its `body`. A modifier of
  /// Fieldwork's own is rendered, joins and leaves through `PrimitiveModifiedOperations`,
  /// made once per type with the modifier's type known.
  func render(in context: inout RenderContext) {
    renderBody(in: &context)
  }

  @MainActor fileprivate func renderPrimitive(
    _ primitive: some PrimitiveModifier, in context: inout RenderContext
  ) {
    if type(of: primitive).changesEnvironment {
      changeEnvironment(primitive, in: &context)
    }
    primitive.renderPartsBefore(in: &context)
    context.child(primitive.contentKey, content)
    primitive.renderParts(in: &context)
    primitive.didRender(node: context.node)
  }

  /// Changes the environment the content sees, and notes whether the change differs from
  /// the last render's. Apart from `renderPrimitive`, which would otherwise ask the runtime
  /// for the `Optional<Modifier>` type on every render, a locked look-up.
  @inline(never)
  @MainActor private func changeEnvironment(
    _ primitive: some PrimitiveModifier, in context: inout RenderContext
  ) {
    let state = context.node.modifierState
    let changed =
      (state.lastEnvironmentModifier as? Modifier).map {
        !ViewEquality.hasSameBits($0, modifier)
      } ?? true
    state.lastEnvironmentModifier = modifier
    primitive.modify(&context.environment)
    context.environmentChanged = context.environmentChanged || changed
  }

  @MainActor private func renderBody(in context: inout RenderContext) {
    let modifier = self.modifier
    let environment = context.node.environment
    let body = context.read {
      EnvironmentValues.whileRendering(environment) { modifier.body(content: Modifier.Content()) }
    }
    context.child(.position(0), body)
  }

  static var observesLifecycle: Bool {
    (Modifier.self as? any PrimitiveModifier.Type)?.observesLifecycle ?? false
  }

  static var fixedRole: NodeRole? {
    Modifier.self is any PrimitiveModifier.Type ? .modifier : .transparent
  }

  static var rowMaking: RowMaking { .inherited }

  /// The attributes the modifier records.
  @MainActor var modifierAttributes: [ViewAttribute] {
    (modifier as? any PrimitiveModifier)?.attributes ?? []
  }
}

/// The operations of a view modified by one of Fieldwork's own modifiers, with the
/// modifier's type known: made once per type (``PrimitiveRenderer/make(for:)``), they render,
/// join and leave without asking the runtime whether the modifier is a primitive one and
/// casting it, for every node of a long list.
private struct PrimitiveModifiedOperations<Content: View, Modifier: PrimitiveModifier>:
  PrimitiveOperations
{
  func render(_ view: ModifiedContent<Content, Modifier>, _ context: inout RenderContext) {
    view.renderPrimitive(view.modifier, in: &context)
  }

  func didMount(_ node: TypedNode<ModifiedContent<Content, Modifier>>) {
    node.view.modifier.didMount(node: node)
  }

  func willUnmount(_ node: TypedNode<ModifiedContent<Content, Modifier>>) {
    node.view.modifier.willUnmount(node: node)
  }

  func nodeRole(_ view: ModifiedContent<Content, Modifier>) -> NodeRole {
    view.nodeRole
  }

  func ownAttributes(_ view: ModifiedContent<Content, Modifier>) -> [ViewAttribute] {
    view.ownAttributes
  }
}

/// A modified view, whose operations are made with its modifier's type known when that is
/// one of Fieldwork's own.
protocol PrimitiveModifiedView {
  /// The operations on the type, as `Any`, when its modifier is one of Fieldwork's own.
  @MainActor static var primitiveModifiedOperations: Any? { get }
}

extension ModifiedContent: PrimitiveModifiedView where Content: View, Modifier: ViewModifier {
  @MainActor static var primitiveModifiedOperations: Any? {
    guard let primitive = Modifier.self as? any PrimitiveModifier.Type else { return nil }
    func operations<P: PrimitiveModifier>(_: P.Type) -> Any {
      PrimitiveModifiedOperations<Content, P>()
    }
    return operations(primitive)
  }
}
