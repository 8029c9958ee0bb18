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

extension ButtonStyleConfiguration.Label: LeafView {
  static var fixedRole: NodeRole? { .view(.styleConfigurationLabel) }
}
