/// A picker's look: segmented.
public struct SegmentedPickerStyle: PickerStyle {
  /// A style segmented.
  public init() {}
  /// The style's name.
  public var styleName: String { "segmented" }
}

/// A picker's look: a menu.
public struct MenuPickerStyle: PickerStyle {
  /// A style a menu.
  public init() {}
  /// The style's name.
  public var styleName: String { "menu" }
}

/// A picker's look: a wheel.
public struct WheelPickerStyle: PickerStyle {
  /// A style a wheel.
  public init() {}
  /// The style's name.
  public var styleName: String { "wheel" }
}
