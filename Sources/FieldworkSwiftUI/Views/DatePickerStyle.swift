import Foundation

/// How a date picker looks, as SwiftUI's `DatePickerStyle`: kept by name.
public protocol DatePickerStyle: Sendable {
  /// The style's name.
  var styleName: String { get }
}

/// A date picker's look: the platform's (compact on iOS).
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// The platform's style.
  public init() {}
  /// The style's name.
  public var styleName: String { "automatic" }
}

/// A date picker's look: a button that opens a calendar.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// A compact style.
  public init() {}
  /// The style's name.
  public var styleName: String { "compact" }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The platform's look.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// A button that opens a calendar.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar shown in place.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Wheels.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
