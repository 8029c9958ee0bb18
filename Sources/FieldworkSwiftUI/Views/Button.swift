/// A control that runs an action when tapped, as SwiftUI's `Button`.
///
/// In a test, `try host.inspect().find(button: "Save").tap()` runs the action as one update
/// batch, unless the button is disabled (then it throws and runs nothing).
public struct Button<Label: View> {
  let action: @MainActor () -> Void
  let label: Label
  /// The button's role, if any.
  public let role: ButtonRole?

  /// A button showing `label` that runs `action`.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// A button with a role, showing `label`, that runs `action`.
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.action = action
    self.label = label()
    self.role = role
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Button where Label == Text {
  /// A button titled `title` that runs `action`.
  public init(_ title: String, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(title) }
  }

  /// A button with a role, titled `title`, that runs `action`.
  public init(_ title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == FieldworkSwiftUI.Label<Text, Image> {
  /// A button titled `title` with a system image, that runs `action`.
  public init(
    _ title: String, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: nil, action: action) {
      FieldworkSwiftUI.Label(title, systemImage: systemImage)
    }
  }

  /// A button with a role, titled `title` with a system image, that runs `action`.
  public init(
    _ title: String, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) {
      FieldworkSwiftUI.Label(title, systemImage: systemImage)
    }
  }
}

extension Button: PrimitiveView {
  func render(in context: inout RenderContext) {
    context.child(.position(0), label)
  }

  static var fixedRole: NodeRole? { .view(.button) }
  var ownAttributes: [ViewAttribute] { role.map { [ViewAttribute(.role, $0)] } ?? [] }
}

// Conformed in extensions, so the types are not isolated to the main actor: a view can be
// built anywhere (an XCTest method builds one before inspecting it); only `body` is.
extension Button: View {}

// MARK: Attribute keys

extension AttributeKey {
  static var role: AttributeKey<ButtonRole> { .init("role") }
}
