/// A picker's look: a navigation link.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// A style a navigation link.
  public init() {}
  /// The style's name.
  public var styleName: String { "navigationLink" }
}
