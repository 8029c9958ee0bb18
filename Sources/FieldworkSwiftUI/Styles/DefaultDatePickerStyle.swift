import Foundation

/// A date picker's look: the platform's (compact on iOS).
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// The platform's style.
  public init() {}
  /// The style's name.
  public var styleName: String { "automatic" }
}
