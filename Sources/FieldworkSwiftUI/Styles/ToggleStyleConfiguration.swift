/// A toggle's parts, as a ``ToggleStyle`` sees them, as SwiftUI's `ToggleStyleConfiguration`.
public struct ToggleStyleConfiguration {
  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on; writing it flips the toggle.
  @Binding public var isOn: Bool

  /// A configuration of a toggle bound to `isOn`.
  public init(label: Label = Label(), isOn: Binding<Bool>) {
    self.label = label
    _isOn = isOn
  }

  /// A configuration of a toggle that is on or off, as ViewInspector makes one to inspect a
  /// style.
  public init(isOn: Bool) {
    self.init(isOn: .constant(isOn))
  }

  /// A toggle's label, as a style sees it.
  public struct Label: View {
    /// A label.
    nonisolated public init() {}
    /// None: a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }
  }
}

extension ToggleStyleConfiguration.Label: LeafView {
  static var fixedRole: NodeRole? { .view(.styleConfigurationLabel) }
}
