import Foundation

/// A date picker's look: a calendar shown in place.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// A graphical style.
  public init() {}
  /// The style's name.
  public var styleName: String { "graphical" }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar shown in place.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
