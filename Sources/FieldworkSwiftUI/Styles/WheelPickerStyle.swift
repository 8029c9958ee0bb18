/// A picker's look: a wheel.
public struct WheelPickerStyle: PickerStyle {
  /// A style a wheel.
  public init() {}
  /// The style's name.
  public var styleName: String { "wheel" }
}
