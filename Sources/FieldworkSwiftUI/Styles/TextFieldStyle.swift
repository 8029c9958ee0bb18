/// A text field's look, as SwiftUI's `TextFieldStyle`: kept by name.
public protocol TextFieldStyle: Sendable {
  /// The style's name.
  var styleName: String { get }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// A text field's look: the platform's.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A text field's look: with a rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// A text field's look: plain.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
