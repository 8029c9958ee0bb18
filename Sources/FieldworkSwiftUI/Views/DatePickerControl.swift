import Foundation

/// A date picker, as inspection and VoiceOver drive it.
@MainActor
protocol DatePickerControl {
  var selectionBinding: Binding<Date> { get }
  var allowedRange: ClosedRange<Date>? { get }
  var shownComponents: DatePickerComponents { get }
}

extension DatePickerControl {
  /// The date as the picker shows it: "Dec 5, 2026 at 3:30 PM", its date or time alone when
  /// it shows only one.
  func spokenDate(locale: Locale, timeZone: TimeZone) -> String {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = timeZone
    formatter.dateStyle = shownComponents.contains(.date) ? .medium : .none
    formatter.timeStyle = shownComponents.contains(.hourAndMinute) ? .short : .none
    return formatter.string(from: selectionBinding.wrappedValue)
  }
}
