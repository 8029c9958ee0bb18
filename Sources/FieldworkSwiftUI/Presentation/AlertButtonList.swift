/// An action sheet's buttons, as content.
struct AlertButtonList {
  let buttons: [Alert.Button]
}

extension AlertButtonList: View, PrimitiveView {
  var body: Never { primitiveBody(of: Self.self) }

  func render(in context: inout RenderContext) {
    for (index, button) in buttons.enumerated() {
      context.child(.position(index), AlertButtonView(button: button))
    }
  }
  static var fixedInspection: InspectionRole? { .transparent }
}
