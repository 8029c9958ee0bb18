/// A button's look: bordered and prominent.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// A style bordered and prominent.
  public init() {}
  /// The style's name.
  public var styleName: String { "borderedProminent" }
  /// The button's label, as it is: nothing is drawn.
  public func makeBody(configuration: Configuration) -> Configuration.Label {
    configuration.label
  }
}
