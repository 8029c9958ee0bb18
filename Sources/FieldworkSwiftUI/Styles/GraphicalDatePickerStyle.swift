import Foundation

/// A date picker's look: a calendar shown in place.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// A graphical style.
  public init() {}
  /// The style's name.
  public var styleName: String { "graphical" }
}

struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { TimeZone(identifier: "UTC") ?? .current }
}
