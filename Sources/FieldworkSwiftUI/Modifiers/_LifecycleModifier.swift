/// `.onAppear` and `.onDisappear`.
public struct _LifecycleModifier: PrimitiveModifier {
  /// What runs, if anything. Kept as the caller's optional: `action ?? {}` would wrap the
  /// closure in a thunk, one allocation more for every row with an `onAppear`.
  let action: (() -> Void)?
  /// Whether it runs as the view appears (`onAppear`), else as it disappears: one closure
  /// and a flag, where two optional closures made every row with an `onAppear` 16 bytes
  /// larger in each view that holds it.
  let runsOnAppear: Bool

  static var observesLifecycle: Bool { true }

  var attributes: [ViewAttribute] {
    [ViewAttribute(runsOnAppear ? .onAppear : .onDisappear, LifecycleAction(action: action ?? {}))]
  }

  func didMount(node: ViewNode) {
    guard !node.environment.isUnpresentedDestination else {
      node.modifierState.isHidden = true
      return
    }
    guard runsOnAppear, let action else { return }
    node.graph.afterRender(action)
  }

  /// A view its container hides and shows again while it stays in the tree (a tab view's
  /// tabs) disappears and appears as it does.
  func didRender(node: ViewNode) {
    let hidden = node.environment.isUnpresentedDestination
    // Read without making the state: most views never hide.
    let wasHidden = node.madeExtras?.modifierState?.isHidden ?? false
    guard hidden != wasHidden else { return }
    node.modifierState.isHidden = hidden
    if hidden != runsOnAppear, let action { node.graph.afterRender(action) }
  }

  func willUnmount(node: ViewNode) {
    guard !runsOnAppear, let action, !node.environment.isUnpresentedDestination else {
      return
    }
    node.graph.afterRender(action)
  }
}
