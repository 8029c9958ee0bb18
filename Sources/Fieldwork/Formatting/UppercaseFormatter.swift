/// Uppercases text as the person types (a licence plate, a booking code), keeping the caret
/// after the same character: "ß" becomes "SS", so the caret counts what the text before it
/// became.
///
/// ```swift
/// TextField("Booking code", text: $code).formatted(by: UppercaseFormatter())
/// ```
public struct UppercaseFormatter: InputFormatter, Sendable, Equatable {
  /// An uppercasing formatter.
  public init() {}

  /// The edited text uppercased, the caret after the uppercased text before it.
  public func format(_ edit: TextEdit) -> FormattedText {
    let edited = edit.editedText
    let caret = String.Index(utf16Offset: edit.caret, in: edited)
    let before = edited[..<caret].uppercased()
    return FormattedText(text: before + edited[caret...].uppercased(), caret: before.utf16.count)
  }
}
