import Foundation

/// A date picker's look: a button that opens a calendar.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// A compact style.
  public init() {}
  /// The style's name.
  public var styleName: String { "compact" }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// A button that opens a calendar.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
