/// `.navigationDestination(isPresented:destination:)`: pushes the destination while the
/// binding is `true`.
public struct _PresentedDestinationModifier<Destination: View>: PrimitiveModifier {
  let isPresented: Binding<Bool>
  let destination: () -> Destination

  static var readsState: Bool { true }

  var attributes: [ViewAttribute] { [ViewAttribute(.navigationDestination, "isPresented")] }

  func renderParts(in context: inout RenderContext) {
    guard context.read({ isPresented.wrappedValue }) else { return }
    var environment = context.node.environment
    let binding = MainActorValue(value: isPresented)
    environment.isPresented = true
    environment.dismiss = DismissAction { binding.value.wrappedValue = false }
    context.child(
      .part(.navigationDestination),
      PresentedDestination(isPresented: isPresented, content: destination()),
      environment: environment)
  }
}

/// What `.navigationDestination(isPresented:destination:)` pushes, as a view of its own kind
/// (`ViewType.NavigationDestination`): its content, and its binding.
struct PresentedDestination<Content: View> {
  let isPresented: Binding<Bool>
  let content: Content
}

extension PresentedDestination: View, PrimitiveView {
  var body: Never { primitiveBody(of: Self.self) }
  func render(in context: inout RenderContext) { context.child(.position(0), content) }
  static var fixedRole: NodeRole? { .view(.navigationDestination) }
}

/// A pushed destination's binding, for inspection.
@MainActor
protocol PresentedDestinationBinding {
  var presentedBinding: Binding<Bool> { get }
}

extension PresentedDestination: PresentedDestinationBinding {
  var presentedBinding: Binding<Bool> { isPresented }
}
