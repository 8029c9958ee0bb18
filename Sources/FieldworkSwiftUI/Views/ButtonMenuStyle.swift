/// A menu's look: a button.
public struct ButtonMenuStyle: MenuStyle {
  /// A button's look.
  public init() {}
  /// The style's name.
  public var styleName: String { "button" }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// A menu's look: a button.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}
