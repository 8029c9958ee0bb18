/// `.sheet`, `.fullScreenCover`, `.popover`, `.alert`, `.actionSheet`, `.confirmationDialog`:
/// the presented view, as a part named after the kind, while `isPresented` holds.
public struct _PresentationModifier<Presented: View>: PrimitiveModifier {
  let kind: PresentationKind
  let isPresented: Binding<Bool>
  let onDismiss: (() -> Void)?
  let content: () -> Presented

  static var readsState: Bool { true }
  static var observesLifecycle: Bool { true }

  var attributes: [ViewAttribute] {
    [
      ViewAttribute(
        kind.attributeKey,
        PresentationAttribute(kind: kind, isPresented: isPresented.wrappedValue))
    ]
  }

  /// What the node keeps: whether it showed the presentation last time.
  @MainActor final class State {
    var wasShown = false
    var reportedConflict = false
  }

  func renderParts(in context: inout RenderContext) {
    let node = context.node
    let state = (node.modifierState.memo as? State) ?? State()
    node.modifierState.memo = state
    let presented = context.read { isPresented.wrappedValue }
    var shows = presented
    if presented, kind.isExclusive {
      shows = node.graph.store(AlertHolders.self).claim(for: node, kind: kind)
      if !shows, !state.reportedConflict {
        state.reportedConflict = true
        node.report(
          UpdateDiagnostic(
            kind: .presentationConflict("an \(kind.rawValue)"),
            hostDescription: node.pathDescription,
            rounds: 0))
      }
    } else if kind.isExclusive {
      node.graph.store(AlertHolders.self).release(for: node, kind: kind)
    }
    if !presented { state.reportedConflict = false }
    if state.wasShown, !shows, let onDismiss { node.graph.afterRender(onDismiss) }
    state.wasShown = shows
    guard shows else { return }
    let binding = MainActorValue(value: isPresented)
    var environment = node.environment
    environment.dismiss = DismissAction { binding.value.wrappedValue = false }
    environment.presentationIsPresented = true
    context.child(
      .part(kind.partName), _PresentedContent(kind: kind, content: content()),
      environment: environment)
  }

  func willUnmount(node: ViewNode) {
    if kind.isExclusive { node.graph.store(AlertHolders.self).release(for: node, kind: kind) }
  }
}
