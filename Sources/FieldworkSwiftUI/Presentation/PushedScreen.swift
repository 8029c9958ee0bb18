/// A screen pushed onto a stack: its content, keyed by its place on the stack.
struct PushedScreen {
  let index: Int
  /// The place on the stack for a value; the push, for a link's destination.
  let identity: AnyHashable
  let content: AnyView
}

extension PushedScreen: View, PrimitiveView {
  var body: Never { primitiveBody(of: Self.self) }
  func render(in context: inout RenderContext) {
    context.child(.identity(identity), content)
  }
  static var fixedInspection: InspectionRole? { .transparent }
}
