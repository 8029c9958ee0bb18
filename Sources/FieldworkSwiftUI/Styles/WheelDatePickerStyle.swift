import Foundation

/// A date picker's look: wheels.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// A wheel style.
  public init() {}
  /// The style's name.
  public var styleName: String { "wheel" }
}
