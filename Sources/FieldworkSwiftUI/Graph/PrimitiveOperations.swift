/// What a primitive view does, for a node that holds its value as `Viewed`: the
/// operations of ``PrimitiveView``, reached without casting the value.
@MainActor
protocol PrimitiveOperations<Viewed> {
  /// The type of the view.
  associatedtype Viewed: View
  func render(_ view: Viewed, _ context: inout RenderContext)
  func didMount(_ node: TypedNode<Viewed>)
  func willUnmount(_ node: TypedNode<Viewed>)
  func nodeRole(_ view: Viewed) -> NodeRole
  func ownAttributes(_ view: Viewed) -> [ViewAttribute]
}

/// The operations of the primitive view `P`.
private struct PrimitiveViewOperations<P: PrimitiveView>: PrimitiveOperations {
  func render(_ view: P, _ context: inout RenderContext) { view.render(in: &context) }
  func didMount(_ node: TypedNode<P>) { P.didMount(of: node) }
  func willUnmount(_ node: TypedNode<P>) { P.willUnmount(of: node) }
  func nodeRole(_ view: P) -> NodeRole { view.nodeRole }
  func ownAttributes(_ view: P) -> [ViewAttribute] { view.ownAttributes }
}

/// The operations of a shape of the app's own (`struct Wave: Shape` with only `path(in:)`),
/// which is no ``PrimitiveView``: a leaf, inspected as a shape and described by its
/// `shapeDescription`.
private struct AppShapeOperations<S: Shape>: PrimitiveOperations {
  func render(_ view: S, _ context: inout RenderContext) {}
  func didMount(_ node: TypedNode<S>) {}
  func willUnmount(_ node: TypedNode<S>) {}
  func nodeRole(_ view: S) -> NodeRole { .view(.shape) }
  func ownAttributes(_ view: S) -> [ViewAttribute] {
    [ViewAttribute(.shape, view.shapeDescription)]
  }
}

/// How a primitive view of type `V` renders, found once per type.
///
/// A node holds its view as `V`, a type only known at run time to be a primitive view. The
/// operations are cast once, here, to operations on `V`: a node calls them with its value
/// as it is, where casting the value (`view as! P`) on every call would copy it and cost a
/// dynamic cast, for every render, every removal and every inspection of every node.
@MainActor
final class PrimitiveRenderer<V: View> {
  let operations: any PrimitiveOperations<V>
  let readsState: Bool
  let alwaysRenders: Bool
  let rowMaking: RowMaking
  /// Whether the operations' `didMount` and `willUnmount` do anything: most views' do not,
  /// and a node skips them (and the copy of its view a call makes).
  let observesLifecycle: Bool
  /// What every view of the type is in the tree, when the type alone says it: a node
  /// then need not read its value for it.
  let fixedRole: NodeRole?
  /// Whether `V` is a ``LeafView``: its node's render then places nothing, and needs no
  /// context.
  let isLeaf: Bool

  private init(operations: any PrimitiveOperations<V>, type: any PrimitiveView.Type) {
    self.operations = operations
    readsState = type.readsState
    alwaysRenders = type.alwaysRenders
    rowMaking = type.rowMaking
    observesLifecycle = type.observesLifecycle
    fixedRole = type.fixedRole
    isLeaf = type is any LeafView.Type
  }

  /// The renderer of `V` when it is a primitive view, or a shape of the app's own.
  static func make(for type: V.Type) -> PrimitiveRenderer<V>? {
    guard let primitive = type as? any PrimitiveView.Type else {
      guard let shape = type as? any Shape.Type else { return nil }
      // `V` is `S`: the operations on `S` are operations on `V`, so this cast cannot fail.
      func operations<S: Shape>(_: S.Type) -> (any PrimitiveOperations<V>)? {
        AppShapeOperations<S>() as? any PrimitiveOperations<V>
      }
      guard let operations = operations(shape) else {
        preconditionFailure("\(V.self) is a shape whose operations do not take it")
      }
      // A leaf inspected as a shape, as `Rectangle` is.
      return PrimitiveRenderer(operations: operations, type: Rectangle.self)
    }
    // A view modified by one of Fieldwork's own modifiers: operations with the modifier's
    // type known, made once here.
    if let modified = (type as? any PrimitiveModifiedView.Type)?.primitiveModifiedOperations,
      let operations = modified as? any PrimitiveOperations<V>
    {
      return PrimitiveRenderer(operations: operations, type: primitive)
    }
    // `V` is `P`: the operations on `P` are operations on `V`, so this cast cannot fail.
    func operations<P: PrimitiveView>(_: P.Type) -> (any PrimitiveOperations<V>)? {
      PrimitiveViewOperations<P>() as? any PrimitiveOperations<V>
    }
    guard let operations = operations(primitive) else {
      preconditionFailure("\(V.self) is a primitive view whose operations do not take it")
    }
    return PrimitiveRenderer(operations: operations, type: primitive)
  }
}
