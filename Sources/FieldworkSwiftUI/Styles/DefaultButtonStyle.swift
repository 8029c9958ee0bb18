/// A button's look: the platform's.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// A style the platform's.
  public init() {}
  /// The style's name.
  public var styleName: String { "automatic" }
  /// The button's label, as it is: nothing is drawn.
  public func makeBody(configuration: Configuration) -> Configuration.Label {
    configuration.label
  }
}
