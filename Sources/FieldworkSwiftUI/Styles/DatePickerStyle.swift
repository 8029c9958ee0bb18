import Foundation

/// How a date picker looks, as SwiftUI's `DatePickerStyle`: kept by name.
public protocol DatePickerStyle: Sendable {
  /// The style's name.
  var styleName: String { get }
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
