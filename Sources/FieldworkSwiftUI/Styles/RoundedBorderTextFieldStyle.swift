/// A text field's look: with a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// A style with a rounded border.
  public init() {}
  /// The style's name.
  public var styleName: String { "roundedBorder" }
}
