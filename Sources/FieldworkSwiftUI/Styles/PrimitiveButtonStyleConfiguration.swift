/// A button's parts, as a ``PrimitiveButtonStyle`` sees them, as SwiftUI's
/// `PrimitiveButtonStyleConfiguration`: its label, and `trigger()`, which runs its action.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label.
  public let label: Label
  /// The button's role.
  public let role: ButtonRole?
  private let onTrigger: () -> Void

  /// A configuration whose `trigger()` runs `onTrigger`, as ViewInspector makes one to
  /// inspect a style.
  public init(role: ButtonRole? = nil, onTrigger: @escaping () -> Void) {
    label = Label()
    self.role = role
    self.onTrigger = onTrigger
  }

  /// Runs the button's action.
  public func trigger() { onTrigger() }

  /// A button's label, as a style sees it.
  public struct Label: View {
    /// None: a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }
  }
}

extension PrimitiveButtonStyleConfiguration.Label: LeafView {
  static var fixedRole: NodeRole? { .view(.styleConfigurationLabel) }
}
