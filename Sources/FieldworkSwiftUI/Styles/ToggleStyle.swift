/// A toggle's look, as SwiftUI's `ToggleStyle`: kept (and named) as the modifier's attribute;
/// `inspect(isOn:)` on a style of the app's renders its body.
public protocol ToggleStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// The toggle's parts, as the style sees them.
  typealias Configuration = ToggleStyleConfiguration
  /// The style's name, for the printed tree.
  var styleName: String { get }
  /// The styled toggle.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

extension ToggleStyle {
  /// The style's type name.
  public var styleName: String { ViewTypeName.of(Self.self) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// A toggle's look: the platform's.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A toggle's look: a switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A toggle's look: a button.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
