/// `.navigationDestination(isPresented:destination:)`: pushes the destination while the
/// binding is `true`.
public struct _PresentedDestinationModifier<Destination: View>: PrimitiveModifier {
  let isPresented: Binding<Bool>
  let destination: () -> Destination

  static var readsState: Bool { true }

  var attributes: [ViewAttribute] { [ViewAttribute("navigationDestination", "isPresented")] }

  func renderParts(in context: inout RenderContext) {
    guard context.read({ isPresented.wrappedValue }) else { return }
    var environment = context.node.environment
    let binding = MainActorValue(value: isPresented)
    environment.isPresented = true
    environment.dismiss = DismissAction { binding.value.wrappedValue = false }
    context.child(
      .part("navigationDestination"),
      PresentedDestination(isPresented: isPresented, content: destination()),
      environment: environment)
  }
}
