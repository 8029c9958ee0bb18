/// A view-level `.onChange(of:)`.
public struct _OnChangeModifier: PrimitiveModifier {
  let observer: ChangeObserver

  var attributes: [ViewAttribute] { [ViewAttribute(.onChange, observer)] }

  /// How many times in a row one update pass may run the action before it is stopped.
  static let maximumRunsPerPass = 8

  func didRender(node: ViewNode) {
    let observer = self.observer
    node.graph.afterRender { [weak node] in
      guard let node, !node.isRemoved else { return }
      let state = node.modifierState
      let pass = UpdateScheduler.currentPass
      if state.changePass != pass {
        state.changePass = pass
        state.changeRuns = 0
      }
      guard state.changeRuns < Self.maximumRunsPerPass else {
        if !state.reportedChangeLoop {
          state.reportedChangeLoop = true
          node.report(
            UpdateDiagnostic(
              kind: .onChangeLoop, hostDescription: node.pathDescription,
              rounds: state.changeRuns))
        }
        return
      }
      state.changeRuns += state.changes.run([observer])
    }
  }
}
