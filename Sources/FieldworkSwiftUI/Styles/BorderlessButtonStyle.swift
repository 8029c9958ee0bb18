/// A button's look: borderless.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// A style borderless.
  public init() {}
  /// The style's name.
  public var styleName: String { "borderless" }
  /// The button's label, as it is: nothing is drawn.
  public func makeBody(configuration: Configuration) -> Configuration.Label {
    configuration.label
  }
}
