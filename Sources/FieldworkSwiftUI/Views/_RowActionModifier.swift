/// `.onDelete(perform:)` and `.onMove(perform:)`: kept for inspection to call.
public struct _RowActionModifier: PrimitiveModifier {
  let delete: ((IndexSet) -> Void)?
  let move: ((IndexSet, Int) -> Void)?

  var attributes: [ViewAttribute] {
    if let delete { return [ViewAttribute(.onDelete, RowDeleteAction(action: delete))] }
    if let move { return [ViewAttribute(.onMove, RowMoveAction(action: move))] }
    return []
  }
}

/// An `.onDelete` action, as an attribute.
struct RowDeleteAction: CustomStringConvertible {
  let action: (IndexSet) -> Void
  var description: String { "action" }
}

/// An `.onMove` action, as an attribute.
struct RowMoveAction: CustomStringConvertible {
  let action: (IndexSet, Int) -> Void
  var description: String { "action" }
}
