import Foundation

/// A control for choosing a date, as SwiftUI's `DatePicker`, within an optional range.
///
/// In a test, `datePicker().select(date:)` chooses a date as a person does; a date outside
/// the range is refused (it throws), as the picker offers none. VoiceOver reads it as its
/// label and the date it shows (in `Locale.testsDefault`, UTC unless the
/// environment's time zone says otherwise), as a button that opens the calendar.
public struct DatePicker<Label: View> {
  let selection: Binding<Date>
  let range: ClosedRange<Date>?
  let components: DatePickerComponents
  let label: Label

  /// The parts of a date the picker shows.
  public typealias Components = DatePickerComponents

  /// A picker of `selection`, within `range`, showing `label`.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>? = nil,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.range = range
    components = displayedComponents
    self.label = label()
  }

  /// A picker of `selection`, from `range`'s lower bound on, showing `label`.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, in: range.lowerBound...Date.distantFuture,
      displayedComponents: displayedComponents, label: label)
  }

  /// A picker of `selection`, up to `range`'s upper bound, showing `label`.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, in: Date.distantPast...range.upperBound,
      displayedComponents: displayedComponents, label: label)
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension DatePicker where Label == Text {
  /// A picker of `selection` titled `title`.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: nil, displayedComponents: displayedComponents) {
      Text(String(title))
    }
  }

  /// A picker of `selection` within `range`, titled `title`.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(String(title))
    }
  }

  /// A picker of `selection` from `range`'s lower bound on, titled `title`.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(String(title))
    }
  }

  /// A picker of `selection` up to `range`'s upper bound, titled `title`.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(String(title))
    }
  }
}

extension DatePicker: PrimitiveView {
  static var readsState: Bool { true }

  func render(in context: inout RenderContext) {
    let selection = self.selection
    _ = context.read { selection.wrappedValue }
    context.child(.position(0), label)
  }

  static var fixedRole: NodeRole? { .view(.datePicker) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.selection, selection.wrappedValue)] }
}

/// A date picker, as inspection and VoiceOver drive it.
@MainActor
protocol DatePickerControl {
  var selectionBinding: Binding<Date> { get }
  var allowedRange: ClosedRange<Date>? { get }
  var shownComponents: DatePickerComponents { get }
}

extension DatePicker: DatePickerControl {
  var selectionBinding: Binding<Date> { selection }
  var allowedRange: ClosedRange<Date>? { range }
  var shownComponents: DatePickerComponents { components }
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

extension View {
  /// Sets how date pickers below look.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    attribute(.datePickerStyle, StyleAttribute(style: style, description: style.styleName))
  }
}

extension EnvironmentValues {
  /// The time zone dates are shown in, as SwiftUI's `\.timeZone`: UTC unless set, so that a
  /// test reads the same date on every machine (SwiftUI's default is the device's).
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}

// MARK: Attribute keys

extension AttributeKey {
  static var datePickerStyle: AttributeKey<StyleAttribute> { .init("datePickerStyle") }
}
