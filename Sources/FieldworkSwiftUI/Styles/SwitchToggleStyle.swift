/// A toggle's look: a switch.
public struct SwitchToggleStyle: ToggleStyle {
  /// A style a switch.
  public init() {}
  /// The style's name.
  public var styleName: String { "switch" }
  /// The toggle's label, as it is: nothing is drawn.
  public func makeBody(configuration: Configuration) -> Configuration.Label {
    configuration.label
  }
}
