import Foundation

/// A date picker's look: a button that opens a calendar.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// A compact style.
  public init() {}
  /// The style's name.
  public var styleName: String { "compact" }
}
