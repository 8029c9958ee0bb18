import Foundation

/// A number `FormatStyle` that ``NumberInputFormatter`` can follow while the person types:
/// `.number`, `.currency(code:)` and `.percent` of `Double`, `Float`, `Int` and `Decimal`.
public protocol LiveNumberFormatStyle: ParseableFormatStyle, Sendable
where FormatOutput == String {
  /// The style's text for 1,234,567.125 as it shows numbers (for a percent style, the value
  /// it shows as 1,234,567.125%), and for its negative.
  var liveNumberSamples: (positive: String, negative: String) { get }
  /// The style's locale.
  var liveNumberLocale: Locale { get }
  /// Whether the style shows digits after a decimal separator.
  static var allowsFraction: Bool { get }
}
