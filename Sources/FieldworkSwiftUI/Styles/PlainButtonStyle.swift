/// A button's look: plain.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// A style plain.
  public init() {}
  /// The style's name.
  public var styleName: String { "plain" }
  /// The button's label, as it is: nothing is drawn.
  public func makeBody(configuration: Configuration) -> Configuration.Label {
    configuration.label
  }
}
