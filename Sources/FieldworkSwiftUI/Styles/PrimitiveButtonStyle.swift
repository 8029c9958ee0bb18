/// A button's look, as SwiftUI's `PrimitiveButtonStyle`: kept (and named) as the modifier's
/// attribute; `ViewInspector`-style tests read it back with `buttonStyle()`, and
/// `inspect()` on a style of the app's renders its body.
public protocol PrimitiveButtonStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// The button's parts, as the style sees them.
  typealias Configuration = PrimitiveButtonStyleConfiguration
  /// The style's name, for the printed tree.
  var styleName: String { get }
  /// The styled button.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

extension PrimitiveButtonStyle {
  /// The style's type name.
  public var styleName: String { ViewTypeName.of(Self.self) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// A button's look: the platform's.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A button's look: bordered.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A button's look: bordered and prominent.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A button's look: borderless.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// A button's look: plain.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
