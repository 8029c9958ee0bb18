/// A picker's look: a menu.
public struct MenuPickerStyle: PickerStyle {
  /// A style a menu.
  public init() {}
  /// The style's name.
  public var styleName: String { "menu" }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A picker's look: a menu.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
