/// A button's look: bordered.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// A style bordered.
  public init() {}
  /// The style's name.
  public var styleName: String { "bordered" }
  /// The button's label, as it is: nothing is drawn.
  public func makeBody(configuration: Configuration) -> Configuration.Label {
    configuration.label
  }
}
