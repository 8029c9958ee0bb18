/// `.id(_:)`: a new id replaces the content, ending its state.
public struct _IDModifier: PrimitiveModifier {
  let id: AnyHashable

  var attributes: [ViewAttribute] { [ViewAttribute(.id, id)] }
  var contentKey: ChildKey { .identity(id) }
}
