/// What `.navigationDestination(isPresented:destination:)` pushes, as a view of its own kind
/// (`ViewType.NavigationDestination`): its content, and its binding.
struct PresentedDestination<Content: View> {
  let isPresented: Binding<Bool>
  let content: Content
}

extension PresentedDestination: View, PrimitiveView {
  var body: Never { primitiveBody(of: Self.self) }
  func render(in context: inout RenderContext) { context.child(.position(0), content) }
  static var fixedInspection: InspectionRole? { .view(.navigationDestination) }
}

extension PresentedDestination: PresentedDestinationBinding {
  var presentedBinding: Binding<Bool> { isPresented }
}
