/// A view Fieldwork renders itself, instead of evaluating a body: stacks, `Text`, `List`,
/// `ForEach`, modified content and the rest.
@MainActor
protocol PrimitiveView: View where Body == Never {
  /// Reads what the view shows and brings the node's children up to date.
  func render(in context: inout RenderContext)
  /// Whether the render reads state (a binding's value), so the node must record it.
  static var readsState: Bool { get }
  /// Whether the node renders whenever its parent does, even with an unchanged value (a
  /// modifier's content placeholder, whose content comes from elsewhere).
  static var alwaysRenders: Bool { get }
  /// Called when the node joins the tree, before its first render.
  func didMount(node: ViewNode)
  /// Called when the node leaves the tree.
  func willUnmount(node: ViewNode)
  /// What inspection makes of the view.
  var inspection: InspectionRole { get }
  /// The view's own parameters a test can read (a stack's spacing), besides its modifiers'.
  var ownAttributes: [ViewAttribute] { get }
  /// How the rows of a `ForEach` inside the view are made: ``RowMaking``.
  static var rowMaking: RowMaking { get }
}

/// How a container makes the rows of a `ForEach` in it.
enum RowMaking {
  /// Its content's rows are made lazily, as SwiftUI's `List` and lazy stacks make them: the
  /// first screenful at once, the rest when inspection reaches them.
  case lazy
  /// As the container around it makes them: structure (a condition, a group, a section, a
  /// modifier) passes the choice through.
  case inherited
  /// Every row at once: a stack, a button's label, anything that lays its content out.
  case eager
}

extension PrimitiveView {
  static var readsState: Bool { false }
  static var alwaysRenders: Bool { false }
  func didMount(node: ViewNode) {}
  func willUnmount(node: ViewNode) {}
  var ownAttributes: [ViewAttribute] { [] }
  static var rowMaking: RowMaking { .eager }
}

/// How a primitive view of type `V` renders, found once per node.
@MainActor
struct PrimitiveRenderer<V> {
  var render: (V, inout RenderContext) -> Void
  var didMount: (V, ViewNode) -> Void
  var willUnmount: (V, ViewNode) -> Void
  var inspection: (V) -> InspectionRole
  var ownAttributes: (V) -> [ViewAttribute]
  var readsState: Bool
  var alwaysRenders: Bool
  var rowMaking: RowMaking
}

@MainActor
enum PrimitiveRendering {
  /// The renderer of `V` when it is a primitive view.
  static func renderer<V>(for type: V.Type) -> PrimitiveRenderer<V>? {
    guard let primitive = type as? any PrimitiveView.Type else { return nil }
    // `V` is `P`: made from `V`'s own metatype, so the casts below cannot fail. (Asking a
    // value `as? any PrimitiveView` could: an `Optional` would answer for what it wraps.)
    func make<P: PrimitiveView>(_: P.Type) -> PrimitiveRenderer<V> {
      PrimitiveRenderer(
        render: { view, context in (view as! P).render(in: &context) },
        didMount: { view, node in (view as! P).didMount(node: node) },
        willUnmount: { view, node in (view as! P).willUnmount(node: node) },
        inspection: { ($0 as! P).inspection },
        ownAttributes: { ($0 as! P).ownAttributes },
        readsState: P.readsState, alwaysRenders: P.alwaysRenders, rowMaking: P.rowMaking)
    }
    return make(primitive)
  }
}
