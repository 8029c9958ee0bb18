/// A picker's look: a wheel.
public struct WheelPickerStyle: PickerStyle {
  /// A style a wheel.
  public init() {}
  /// The style's name.
  public var styleName: String { "wheel" }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A picker's look: a wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
