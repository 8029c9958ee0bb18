/// A toggle's look: a button.
public struct ButtonToggleStyle: ToggleStyle {
  /// A style a button.
  public init() {}
  /// The style's name.
  public var styleName: String { "button" }
  /// The toggle's label, as it is: nothing is drawn.
  public func makeBody(configuration: Configuration) -> Configuration.Label {
    configuration.label
  }
}

/// A button's look of the app's own, as SwiftUI's `ButtonStyle`: Fieldwork records its type
/// and shows the button's label as it is, without evaluating `makeBody(configuration:)`.
public protocol ButtonStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// The button's parts, as the style sees them.
  typealias Configuration = ButtonStyleConfiguration
  /// The styled button.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

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

extension ButtonStyleConfiguration.Label: LeafView {
  static var fixedRole: NodeRole? { .view(.styleConfigurationLabel) }
}
