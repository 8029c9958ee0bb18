/// `.task` and `.task(id:)`.
public struct _TaskModifier: PrimitiveModifier {
  let id: TaskIdentity?
  let action: @MainActor @Sendable () async -> Void

  static var observesLifecycle: Bool { true }

  var attributes: [ViewAttribute] {
    [ViewAttribute(.task, TaskAction(id: id, action: action))]
  }

  func didMount(node: ViewNode) {
    let state = node.modifierState
    state.memo = id
    state.isHidden = node.environment.isUnpresentedDestination
    start(on: node)
  }

  func didRender(node: ViewNode) {
    let state = node.modifierState
    let hidden = node.environment.isUnpresentedDestination
    if hidden != state.isHidden {
      // Hidden by its container (a tab another replaced): the task is cancelled, as when
      // the view leaves; shown again, it starts anew.
      state.isHidden = hidden
      state.memo = id
      if hidden {
        node.graph.cancelTask(of: node)
      } else {
        start(on: node)
      }
      return
    }
    guard let id else { return }
    guard (state.memo as? TaskIdentity) != id else { return }
    state.memo = id
    // A new id cancels the running task and starts the action again, as SwiftUI does.
    start(on: node)
  }

  @MainActor private func start(on node: ViewNode) {
    guard !node.environment.isUnpresentedDestination else { return }
    let action = self.action
    node.graph.afterRender { [weak node] in
      guard let node, !node.isRemoved else { return }
      node.graph.startTask(of: node, action)
    }
  }
}
