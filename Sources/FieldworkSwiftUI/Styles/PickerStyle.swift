/// A picker's look, as SwiftUI's `PickerStyle`: kept by name.
public protocol PickerStyle: Sendable {
  /// The style's name.
  var styleName: String { get }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// A picker's look: the platform's.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// A picker's look: segmented.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A picker's look: a menu.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A picker's look: a wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// A picker's look: inline.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A picker's look: a navigation link.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
