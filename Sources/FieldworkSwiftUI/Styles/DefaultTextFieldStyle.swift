/// A text field's look: the platform's.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// A style the platform's.
  public init() {}
  /// The style's name.
  public var styleName: String { "automatic" }
}
