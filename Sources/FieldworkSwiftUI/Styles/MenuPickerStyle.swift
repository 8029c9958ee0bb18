/// A picker's look: a menu.
public struct MenuPickerStyle: PickerStyle {
  /// A style a menu.
  public init() {}
  /// The style's name.
  public var styleName: String { "menu" }
}
