/// What presentation keeps for a graph: the node whose alert (or action sheet, or
/// confirmation dialog) shows, one at a time, as in SwiftUI.
@MainActor
final class AlertHolders: GraphStore {
  private var holders: [PresentationKind: WeakViewNode] = [:]

  init() {}

  /// Claims the screen's one presentation of `kind` for `node`; `false` when another holds
  /// it.
  func claim(for node: ViewNode, kind: PresentationKind) -> Bool {
    if let holder = holders[kind]?.node, holder !== node, !holder.isRemoved { return false }
    holders[kind] = WeakViewNode(node)
    return true
  }

  /// Lets go of the screen's presentation of `kind`, when `node` holds it.
  func release(for node: ViewNode, kind: PresentationKind) {
    if holders[kind]?.node === node { holders[kind] = nil }
  }
}
