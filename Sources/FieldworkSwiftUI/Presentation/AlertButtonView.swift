/// One button of an older alert or action sheet, as a view: its label inside.
struct AlertButtonView {
  let button: Alert.Button
}

extension AlertButtonView: View, PrimitiveView {
  var body: Never { primitiveBody(of: Self.self) }

  func render(in context: inout RenderContext) {
    context.child(.position(0), button.label)
  }
  static var fixedRole: NodeRole? { .view(.alertButton) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.style, button.style)] }
}

struct DismissesOnTapKey: EnvironmentKey {
  static var defaultValue: DismissAction? { nil }
}
