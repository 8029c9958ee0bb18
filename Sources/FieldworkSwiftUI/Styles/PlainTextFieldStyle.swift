/// A text field's look: plain.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// A style plain.
  public init() {}
  /// The style's name.
  public var styleName: String { "plain" }
}
