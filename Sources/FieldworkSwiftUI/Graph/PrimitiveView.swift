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
  /// Whether the view acts as its node joins and leaves the tree: only then are
  /// ``didMount(of:)`` and ``willUnmount(of:)`` called. A type that implements either says
  /// `true`.
  static var observesLifecycle: Bool { get }
  /// Called when `node` joins the tree, before its first render, if the type
  /// ``observesLifecycle``.
  ///
  /// Static, taking the node: the view reads what it needs of the node's value in place,
  /// where calling a method on the value would copy all of it (a row's whole content, for
  /// a modifier on a row).
  static func didMount(of node: TypedNode<Self>)
  /// Called when `node` leaves the tree, if the type ``observesLifecycle``.
  static func willUnmount(of node: TypedNode<Self>)
  /// What every view of the type is in the tree, when the type alone says it (most do);
  /// `nil` when it depends on the value, which then answers ``nodeRole``.
  static var fixedRole: NodeRole? { get }
  /// What the view is in the tree: by default, the type's ``fixedRole``.
  var nodeRole: NodeRole { get }
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
  static var observesLifecycle: Bool { false }
  var nodeRole: NodeRole { Self.fixedRole ?? .transparent }
  static func didMount(of node: TypedNode<Self>) {}
  static func willUnmount(of node: TypedNode<Self>) {}
  var ownAttributes: [ViewAttribute] { [] }
  static var rowMaking: RowMaking { .eager }
}

/// A primitive view that never has children: a text, a spacer, an image, a shape. Its node
/// renders without a ``RenderContext``: a long list has a few such nodes a row, and making
/// and ending a context for each cost a tenth of making the row.
protocol LeafView: PrimitiveView {}

extension LeafView {
  /// Nothing: a leaf places no children.
  func render(in context: inout RenderContext) {}
}

extension AttributeKey {
  static var shape: AttributeKey<String> { .init("shape") }
}
