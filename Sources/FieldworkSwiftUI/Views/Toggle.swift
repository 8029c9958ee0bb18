/// A switch bound to a `Bool`, as SwiftUI's `Toggle`. In a test, `tap()` flips it and
/// `isOn()` reads it.
public struct Toggle<Label: View> {
  let isOn: Binding<Bool>
  let label: Label

  /// A toggle showing `label`, bound to `isOn`.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Toggle where Label == Text {
  /// A toggle titled `title`, bound to `isOn`.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(String(title)) }
  }
}

extension Toggle: PrimitiveView {
  static var readsState: Bool { true }

  func render(in context: inout RenderContext) {
    let isOn = self.isOn
    _ = context.read { isOn.wrappedValue }
    context.child(.position(0), label)
  }

  static var fixedRole: NodeRole? { .view(.toggle) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.isOn, isOn.wrappedValue)] }
}

// Conformed in extensions, so the types are not isolated to the main actor: a view can be
// built anywhere (an XCTest method builds one before inspecting it); only `body` is.
extension Toggle: View {}

extension AttributeKey {
  static var isOn: AttributeKey<Bool> { .init("isOn") }
}
