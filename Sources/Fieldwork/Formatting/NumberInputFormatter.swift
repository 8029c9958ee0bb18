import Foundation

/// Formats a number as the person types it, in a locale's way: grouping separators appear as
/// digits arrive (`1234` → `1,234`, `1.234` in `de_DE`, `1 234` in `fr_FR`), the currency
/// symbol or percent sign stays where the locale puts it, and the caret stays after the same
/// digit.
///
/// Made from a number `FormatStyle` (``init(_:)``): `.number`, `.currency(code:)` and
/// `.percent` of `Double`, `Float`, `Int` and `Decimal`, with their locale. ``TextField``'s
/// ``TextField/formattedWhileTyping(_:)`` uses it for a field made with
/// `TextField(_:value:format:prompt:)`.
///
/// ```swift
/// let amount = NumberInputFormatter(.currency(code: "EUR").locale(Locale(identifier: "de_DE")))
/// let edit = try TextEdit(text: "1.234,5 €", range: NSRange(location: 7, length: 0), replacement: "6")
/// amount.format(edit)   // "1.234,56| €"
/// ```
///
/// The rules, for every edit:
/// - The digits are what count: the text becomes the locale's grouping of the digits typed,
///   and other characters are dropped (a grouping separator typed by hand goes too).
/// - One decimal separator, the locale's, is kept where it was typed, with at most as many
///   digits after it as the style shows; an edit that adds a second one, or one digit too
///   many, is refused (the text and caret stay as they were). An integer style takes none.
/// - A minus sign anywhere before the digits makes the number negative, drawn the locale's
///   way; typed again, it is refused.
/// - Leading zeros go (`007` → `7`), but a zero stays before the decimal separator (`0,5`).
/// - Deleting every digit empties the text, symbol and all.
/// - The caret stays after the same digit (or after the decimal separator, when it was).
public struct NumberInputFormatter: InputFormatter, Sendable, Equatable {
  /// What the style draws around a positive number's digits (`$`, ` €`, `%`).
  public let prefix: String
  /// What follows a positive number's digits.
  public let suffix: String
  /// What the style draws before a negative number's digits (`-$`).
  public let negativePrefix: String
  /// What follows a negative number's digits.
  public let negativeSuffix: String
  /// The locale's grouping separator, or `nil` when the style groups nothing.
  public let groupingSeparator: String?
  /// The locale's decimal separator, or `nil` for an integer style.
  public let decimalSeparator: String?
  /// How many digits the group nearest the decimal separator has (3), and the others (3; 2
  /// in Indian grouping: `12,34,567`).
  public let groupSizes: (primary: Int, secondary: Int)
  /// The most digits after the decimal separator.
  public let maximumFractionDigits: Int

  /// A formatter for the style's way of writing numbers, learnt from how it writes
  /// 1,234,567.125 and its negative.
  ///
  /// Formatters are kept by style, so making one in a view's `body` on every render costs a
  /// look-up, not the style's formatting of its samples again.
  public init<Style: LiveNumberFormatStyle>(_ style: Style) {
    let key = StyleKey(style: style)
    if let known = Self.made.withLock({ $0[key] }) {
      self = known
      return
    }
    let samples = style.liveNumberSamples
    self.init(
      positive: samples.positive, negative: samples.negative,
      decimalSeparator: style.liveNumberLocale.decimalSeparator ?? ".",
      allowsFraction: Style.allowsFraction)
    let made = self
    Self.made.withLock { formatters in
      if formatters.count >= 256 { formatters.removeAll() }
      formatters[key] = made
    }
  }

  /// The formatters made so far, by style.
  private static let made = Locked<[StyleKey: NumberInputFormatter]>([:])

  /// A style, as the key of the formatters made.
  private struct StyleKey: Hashable, Sendable {
    let style: any LiveNumberFormatStyle

    static func == (lhs: Self, rhs: Self) -> Bool {
      AnyHashable(lhs.style) == AnyHashable(rhs.style)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(AnyHashable(style))
    }
  }

  /// A formatter learnt from a style's text for 1,234,567.125 (`positive`) and for its
  /// negative: its prefix and suffix, its grouping, and how many fraction digits it shows.
  init(positive: String, negative: String, decimalSeparator: String, allowsFraction: Bool) {
    let positiveParts = Self.parts(of: positive)
    let negativeParts = Self.parts(of: negative)
    prefix = positiveParts.prefix
    suffix = positiveParts.suffix
    negativePrefix = negativeParts.prefix
    negativeSuffix = negativeParts.suffix
    // The digits "1234567" with what separates them, and the fraction after the decimal
    // separator.
    let middle = positiveParts.middle
    var integerPart = middle
    var fraction = ""
    if allowsFraction, let separator = middle.range(of: decimalSeparator) {
      integerPart = String(middle[..<separator.lowerBound])
      fraction = String(middle[separator.upperBound...])
    }
    self.decimalSeparator = allowsFraction ? decimalSeparator : nil
    maximumFractionDigits = allowsFraction ? max(fraction.filter(\.isNumber).count, 0) : 0
    // Groups of digits, split at anything that is not a digit.
    let groups = integerPart.split(whereSeparator: { !$0.isNumber }).map(\.count)
    groupingSeparator =
      groups.count > 1 ? String(integerPart.drop(while: \.isNumber).prefix { !$0.isNumber }) : nil
    let primary = groups.last ?? 3
    let secondary = groups.count > 2 ? groups[groups.count - 2] : primary
    groupSizes = (primary, secondary)
  }

  /// Whether two formatters write numbers the same way.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.prefix == rhs.prefix && lhs.suffix == rhs.suffix
      && lhs.negativePrefix == rhs.negativePrefix && lhs.negativeSuffix == rhs.negativeSuffix
      && lhs.groupingSeparator == rhs.groupingSeparator
      && lhs.decimalSeparator == rhs.decimalSeparator && lhs.groupSizes == rhs.groupSizes
      && lhs.maximumFractionDigits == rhs.maximumFractionDigits
  }

  /// A sample's text before its first digit, between its first and last, and after its last.
  private static func parts(of sample: String) -> (prefix: String, middle: String, suffix: String) {
    guard let first = sample.firstIndex(where: \.isNumber),
      let last = sample.lastIndex(where: \.isNumber)
    else { return ("", "", "") }
    return (
      String(sample[..<first]), String(sample[first...last]),
      String(sample[sample.index(after: last)...])
    )
  }

  // MARK: Formatting

  /// What an edit leaves of the number: its digits, the decimal separator's place among them,
  /// its sign, and where the caret is among them.
  private struct Reading {
    var integer: [Character] = []
    var fraction: [Character] = []
    var hasDecimal = false
    var isNegative = false
    var minusSigns = 0
    var decimalSeparators = 0
    /// Digits before the caret, and whether the decimal separator is before it.
    var digitsBeforeCaret = 0
    var decimalBeforeCaret = false
  }

  private func read(_ text: String, caret: Int) -> Reading {
    var reading = Reading()
    // Scalars, not characters: digits, separators and signs are single scalars, and skipping
    // grapheme breaking keeps a keystroke cheap.
    let decimal = decimalSeparator?.unicodeScalars.first
    let affixes =
      decimal.map { separator in
        (prefix + suffix + negativePrefix + negativeSuffix).unicodeScalars.contains(separator)
      } ?? true
    var offset = 0
    for scalar in text.unicodeScalars {
      let beforeCaret = offset < caret
      offset += scalar.utf16.count
      let value = scalar.value
      if value &- 0x30 < 10 {
        let digit = Character(scalar)
        if reading.hasDecimal {
          reading.fraction.append(digit)
        } else {
          reading.integer.append(digit)
        }
        if beforeCaret { reading.digitsBeforeCaret += 1 }
      } else if let decimal, scalar == decimal, !affixes {
        reading.decimalSeparators += 1
        if !reading.hasDecimal {
          reading.hasDecimal = true
          if beforeCaret { reading.decimalBeforeCaret = true }
        }
      } else if value == 0x2D || value == 0x2212 {
        if reading.integer.isEmpty && !reading.hasDecimal { reading.isNegative = true }
        reading.minusSigns += 1
      }
    }
    return reading
  }

  /// The edited text as the locale writes the number, or the text as it was when the edit
  /// adds a second decimal separator or minus sign, or a fraction digit too many.
  public func format(_ edit: TextEdit) -> FormattedText {
    var reading = read(edit.editedText, caret: edit.caret)
    let refused = FormattedText(text: edit.text, caret: edit.range.location + edit.range.length)
    // An insertion that adds what the number may not hold twice (or beyond its fraction) is
    // refused; the text before the edit is read only then.
    if !edit.isDeletion,
      reading.decimalSeparators > 1 || reading.minusSigns > 1
        || reading.fraction.count > maximumFractionDigits
    {
      let before = read(edit.text, caret: edit.range.location)
      if reading.decimalSeparators > max(before.decimalSeparators, 1) { return refused }
      if reading.minusSigns > 1 && reading.minusSigns > before.minusSigns { return refused }
      if reading.fraction.count > maximumFractionDigits
        && reading.fraction.count > before.fraction.count
      {
        return refused
      }
    }
    reading.fraction = Array(reading.fraction.prefix(max(maximumFractionDigits, 0)))
    // Leading zeros go (the last digit stays: "000" is "0"); those before the caret take the
    // caret's count down with them.
    var zeros = 0
    while zeros < reading.integer.count - 1, reading.integer[zeros] == "0" { zeros += 1 }
    reading.integer.removeFirst(zeros)
    reading.digitsBeforeCaret = max(0, reading.digitsBeforeCaret - zeros)
    if reading.integer.isEmpty && reading.fraction.isEmpty && !reading.hasDecimal {
      // No digit: nothing, or the sign alone when a minus was typed.
      let sign = reading.isNegative ? String(negativePrefix.prefix { !$0.isWhitespace }) : ""
      return FormattedText(text: sign, caret: sign.utf16.count)
    }
    if reading.integer.isEmpty { reading.integer = ["0"] }
    let lead = reading.isNegative ? negativePrefix : prefix
    let trail = reading.isNegative ? negativeSuffix : suffix
    var text = lead
    var caret: Int?
    let grouped = grouping(reading.integer)
    var digits = 0
    if reading.digitsBeforeCaret == 0 && !reading.decimalBeforeCaret { caret = text.utf16.count }
    for character in grouped {
      text.append(character)
      if character.isNumber {
        digits += 1
        if digits == reading.digitsBeforeCaret && !reading.decimalBeforeCaret {
          caret = text.utf16.count
        }
      }
    }
    if reading.hasDecimal, let decimalSeparator {
      text += decimalSeparator
      if reading.decimalBeforeCaret && reading.digitsBeforeCaret <= reading.integer.count {
        caret = text.utf16.count
      }
      for character in reading.fraction {
        text.append(character)
        digits += 1
        if digits == reading.digitsBeforeCaret && reading.decimalBeforeCaret {
          caret = text.utf16.count
        }
      }
    }
    let end = text.utf16.count
    text += trail
    return FormattedText(text: text, caret: min(caret ?? end, end))
  }

  /// The integer digits with the locale's grouping separators.
  private func grouping(_ digits: [Character]) -> String {
    guard let groupingSeparator, groupSizes.primary > 0 else { return String(digits) }
    var groups: [String] = []
    var end = digits.count
    var size = groupSizes.primary
    while end > 0 {
      let start = max(0, end - size)
      groups.insert(String(digits[start..<end]), at: 0)
      end = start
      size = max(groupSizes.secondary, 1)
    }
    return groups.joined(separator: groupingSeparator)
  }
}

extension FloatingPointFormatStyle: LiveNumberFormatStyle {
  /// The style's text for 1,234,567.125 and its negative.
  public var liveNumberSamples: (positive: String, negative: String) {
    (format(Value(1_234_567.125)), format(Value(-1_234_567.125)))
  }
  /// The style's locale.
  public var liveNumberLocale: Locale { locale }
  /// Floating-point styles show fractions.
  public static var allowsFraction: Bool { true }
}

extension FloatingPointFormatStyle.Currency: LiveNumberFormatStyle {
  /// The style's text for 1,234,567.125 and its negative.
  public var liveNumberSamples: (positive: String, negative: String) {
    (format(Value(1_234_567.125)), format(Value(-1_234_567.125)))
  }
  /// The style's locale.
  public var liveNumberLocale: Locale { locale }
  /// Currency styles show fractions.
  public static var allowsFraction: Bool { true }
}

extension FloatingPointFormatStyle.Percent: LiveNumberFormatStyle {
  /// The style's text for 1,234,567.125% and its negative.
  public var liveNumberSamples: (positive: String, negative: String) {
    (format(Value(12_345.671_25)), format(Value(-12_345.671_25)))
  }
  /// The style's locale.
  public var liveNumberLocale: Locale { locale }
  /// Percent styles of floating-point values show fractions.
  public static var allowsFraction: Bool { true }
}

extension IntegerFormatStyle: LiveNumberFormatStyle {
  /// The style's text for 1,234,567 and its negative.
  public var liveNumberSamples: (positive: String, negative: String) {
    (format(Value(1_234_567)), format(Value(-1_234_567)))
  }
  /// The style's locale.
  public var liveNumberLocale: Locale { locale }
  /// Integer styles show no fraction.
  public static var allowsFraction: Bool { false }
}

extension IntegerFormatStyle.Currency: LiveNumberFormatStyle {
  /// The style's text for 1,234,567 and its negative.
  public var liveNumberSamples: (positive: String, negative: String) {
    (format(Value(1_234_567)), format(Value(-1_234_567)))
  }
  /// The style's locale.
  public var liveNumberLocale: Locale { locale }
  /// Integer styles take no fraction.
  public static var allowsFraction: Bool { false }
}

extension IntegerFormatStyle.Percent: LiveNumberFormatStyle {
  /// The style's text for 1,234,567% and its negative.
  public var liveNumberSamples: (positive: String, negative: String) {
    (format(Value(1_234_567)), format(Value(-1_234_567)))
  }
  /// The style's locale.
  public var liveNumberLocale: Locale { locale }
  /// Integer styles take no fraction.
  public static var allowsFraction: Bool { false }
}

extension Decimal.FormatStyle: LiveNumberFormatStyle {
  /// The style's text for 1,234,567.125 and its negative.
  public var liveNumberSamples: (positive: String, negative: String) {
    (format(Decimal(string: "1234567.125")!), format(Decimal(string: "-1234567.125")!))
  }
  /// The style's locale.
  public var liveNumberLocale: Locale { locale }
  /// Decimal styles show fractions.
  public static var allowsFraction: Bool { true }
}

extension Decimal.FormatStyle.Currency: LiveNumberFormatStyle {
  /// The style's text for 1,234,567.125 and its negative.
  public var liveNumberSamples: (positive: String, negative: String) {
    (format(Decimal(string: "1234567.125")!), format(Decimal(string: "-1234567.125")!))
  }
  /// The style's locale.
  public var liveNumberLocale: Locale { locale }
  /// Currency styles show fractions.
  public static var allowsFraction: Bool { true }
}

extension Decimal.FormatStyle.Percent: LiveNumberFormatStyle {
  /// The style's text for 1,234,567.125% and its negative.
  public var liveNumberSamples: (positive: String, negative: String) {
    (format(Decimal(string: "12345.67125")!), format(Decimal(string: "-12345.67125")!))
  }
  /// The style's locale.
  public var liveNumberLocale: Locale { locale }
  /// Percent styles of decimals show fractions.
  public static var allowsFraction: Bool { true }
}
