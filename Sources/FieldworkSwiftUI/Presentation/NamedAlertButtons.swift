/// The older alert's two buttons, as named parts.
struct NamedAlertButtons {
  let primary: Alert.Button
  let secondary: Alert.Button?
}

extension NamedAlertButtons: View, PrimitiveView {
  var body: Never { primitiveBody(of: Self.self) }

  // The alert renders the buttons as its own parts; this value only carries them.
  func render(in context: inout RenderContext) {}
  static var fixedInspection: InspectionRole? { .transparent }
}
