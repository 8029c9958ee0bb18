/// A menu's look: a button.
public struct ButtonMenuStyle: MenuStyle {
  /// A button's look.
  public init() {}
  /// The style's name.
  public var styleName: String { "button" }
}
