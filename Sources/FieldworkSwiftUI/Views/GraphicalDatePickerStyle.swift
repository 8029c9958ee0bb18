import Foundation

/// A date picker's look: a calendar shown in place.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// A graphical style.
  public init() {}
  /// The style's name.
  public var styleName: String { "graphical" }
}

/// A date picker's look: wheels.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// A wheel style.
  public init() {}
  /// The style's name.
  public var styleName: String { "wheel" }
}

struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { TimeZone(identifier: "UTC") ?? .current }
}
