/// Drives a representable placed in a view tree through its lifecycle, as
/// `RepresentableHost` drives one on its own: `makeCoordinator` and `makeView` once, when
/// its node joins the tree; `updateView` on the first render and whenever the node renders
/// (a new value from the parent, a changed environment, or state `updateView` read);
/// `dismantleView` once, when the node leaves.
@MainActor
class AnyRepresentableDriver {
  /// Brings the view up to date with `value`, the node's latest view value.
  func update(_ value: Any, node: ViewNode, pass: RenderPass) {
    preconditionFailure("AnyRepresentableDriver is abstract")
  }

  /// Calls `dismantleView` and releases the view and the coordinator.
  func dismantle() {}

  /// The view `makeView` made, once it has.
  var platformView: AnyObject? { nil }

  /// The representable as last updated.
  var representable: (any Representable)? { nil }
}
