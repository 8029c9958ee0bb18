import Fieldwork
import FieldworkTesting
import Foundation
import Testing

/// Numbers formatted as they are typed, in three locales' ways, and a value field that uses
/// them.
@MainActor @Suite struct NumberInputFormatterTests {
  nonisolated static let us = Locale(identifier: "en_US")
  nonisolated static let germany = Locale(identifier: "de_DE")
  nonisolated static let france = Locale(identifier: "fr_FR")

  /// Types `keys` one at a time at the caret, as a field does; `⌫` is a backspace, `←` moves
  /// the caret left. Returns the text with `|` at the caret.
  nonisolated static func type(_ keys: String, with formatter: NumberInputFormatter) -> String {
    var text = ""
    var caret = 0
    for key in keys {
      if key == "←" {
        caret = max(0, caret - 1)
        continue
      }
      let edit: TextEdit
      if key == "⌫" {
        guard caret > 0 else { continue }
        edit = try! TextEdit(
          text: text, range: NSRange(location: caret - 1, length: 1), replacement: "")
      } else {
        edit = try! TextEdit(
          text: text, range: NSRange(location: caret, length: 0), replacement: String(key))
      }
      let formatted = formatter.format(edit)
      text = formatted.text
      caret = formatted.caret
    }
    return FormattedText(text: text, caret: caret).description
  }

  @Test(arguments: [
    (us, "1234567.5", "1,234,567.5|"), (germany, "1234567,5", "1.234.567,5|"),
    (france, "1234567,5", "1\u{202F}234\u{202F}567,5|"),
  ])
  func groupingAppearsAsDigitsArrive(locale: Locale, keys: String, shown: String) {
    let formatter = NumberInputFormatter(FloatingPointFormatStyle<Double>.number.locale(locale))
    #expect(Self.type(keys, with: formatter) == shown)
  }

  @Test func aCurrencyKeepsItsSymbolAndTwoFractionDigits() {
    let dollars = NumberInputFormatter(
      FloatingPointFormatStyle<Double>.Currency(code: "USD").locale(Self.us))
    #expect(Self.type("1234.5", with: dollars) == "$1,234.5|")
    // A third fraction digit is refused.
    #expect(Self.type("1234.567", with: dollars) == "$1,234.56|")
    let euros = NumberInputFormatter(
      FloatingPointFormatStyle<Double>.Currency(code: "EUR").locale(Self.germany))
    // The euro sign follows a no-break space, as the locale writes it.
    #expect(Self.type("1234,5", with: euros) == "1.234,5|\u{A0}€")
    // Every digit deleted: the symbol goes too.
    #expect(Self.type("12⌫⌫", with: euros) == "|")
  }

  @Test func aSecondDecimalSeparatorIsRefusedWhereverItIsTyped() {
    let number = NumberInputFormatter(FloatingPointFormatStyle<Double>.number.locale(Self.us))
    #expect(Self.type("12.5.", with: number) == "12.5|")
    #expect(Self.type("1234.5←←←.", with: number) == "1,23|4.5")
    // The German decimal separator is the comma; a dot typed there is no separator.
    let german = NumberInputFormatter(FloatingPointFormatStyle<Double>.number.locale(Self.germany))
    #expect(Self.type("12.5", with: german) == "125|")
    #expect(Self.type("1,2,", with: german) == "1,2|")
  }

  @Test func theCaretStaysAfterTheSameDigit() {
    let number = NumberInputFormatter(FloatingPointFormatStyle<Double>.number.locale(Self.us))
    // 1,234|567 after moving left three times; a 9 typed there.
    #expect(Self.type("1234567←←←9", with: number) == "12,349|,567")
    // Backspace after a grouping separator: the caret moves before it, nothing is lost…
    #expect(Self.type("1234←←←⌫", with: number) == "1|,234")
    // …after a digit deletes it.
    #expect(Self.type("1234←←⌫", with: number) == "1|34")
    // A decimal separator typed in the middle is kept there.
    #expect(Self.type("12345←←.", with: number) == "123.|45")
  }

  @Test func leadingZerosGoButOneStaysBeforeTheSeparator() {
    let number = NumberInputFormatter(FloatingPointFormatStyle<Double>.number.locale(Self.us))
    #expect(Self.type("007", with: number) == "7|")
    #expect(Self.type(".5", with: number) == "0.5|")
    #expect(Self.type("0", with: number) == "0|")
  }

  @Test func integersTakeNoSeparatorAndNegativesTheLocalesSign() {
    let integer = NumberInputFormatter(IntegerFormatStyle<Int>.number.locale(Self.us))
    #expect(integer.decimalSeparator == nil)
    #expect(Self.type("12.5", with: integer) == "125|")
    let number = NumberInputFormatter(FloatingPointFormatStyle<Double>.number.locale(Self.us))
    #expect(Self.type("-1234", with: number) == "-1,234|")
    #expect(Self.type("-12-", with: number) == "-12|")
  }

  @Test func percentAndDecimalStylesFollowTheirLocale() {
    let percent = NumberInputFormatter(FloatingPointFormatStyle<Double>.Percent().locale(Self.us))
    #expect(Self.type("12.5", with: percent) == "12.5|%")
    let decimal = NumberInputFormatter(
      Decimal.FormatStyle.Currency(code: "EUR").locale(Self.france))
    #expect(Self.type("1234,5", with: decimal).hasPrefix("1\u{202F}234,5|"))
  }

  @Test func aValueFieldFormatsLiveAndWritesTheValue() {
    @State var amount = 0.0
    let host = RepresentableHost {
      TextField("Amount", value: $amount, format: .number.locale(Self.us)).formattedWhileTyping()
    }
    let field = host.view
    field.tap()
    field.text = ""
    field.type("1234567.5")
    #expect(field.text == "1,234,567.5")
    #expect(amount == 1_234_567.5)
    field.type(".")
    #expect(field.text == "1,234,567.5")
    field.tapReturnKey()
    #expect(field.text == "1,234,567.5")
    #expect(amount == 1_234_567.5)
  }

  @Test func withoutTheModifierAValueFieldFormatsWhenEditingCommitsAsSwiftUIDoes() {
    @State var amount = 12.0
    let host = RepresentableHost {
      TextField("Amount", value: $amount, format: .currency(code: "USD").locale(Self.us))
    }
    let field = host.view
    #expect(field.text == "$12.00")
    field.tap()
    field.selectAll()
    field.type("1234.5")
    #expect(field.text == "1234.5")
    #expect(amount == 12)
    field.tapReturnKey()
    #expect(amount == 1234.5)
    #expect(field.text == "$1,234.50")
    // A text that does not parse leaves the value and says so.
    field.tap()
    field.selectAll()
    field.type("lots")
    field.tapReturnKey()
    #expect(amount == 1234.5)
    #expect(field.validationMessage == "not a valid value")
    #expect(field.text == "$1,234.50")
  }
}
