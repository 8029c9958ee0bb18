/// A button's parts, as a ``ButtonStyle`` sees them, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
  /// The button's label.
  public let label: ButtonStyleConfiguration.Label
  /// Whether the button is pressed: never, headless, unless a test says so.
  public let isPressed: Bool
  /// The button's role.
  public let role: ButtonRole?

  /// A configuration of a button that is pressed or not, as ViewInspector makes one to
  /// inspect a style.
  public init(role: ButtonRole? = nil, isPressed: Bool) {
    label = Label()
    self.role = role
    self.isPressed = isPressed
  }

  /// A button's label, as a style sees it.
  public struct Label: View {
    /// None: a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }
  }
}
