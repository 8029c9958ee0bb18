import Foundation

/// The parts of a date a date picker shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: UInt
  /// A set from a raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 0)
  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}
