import Fieldwork
import Foundation
import Testing

/// What the article "Formatting as you type" shows its snippets giving, checked (the snippets
/// themselves are compiled and run from the article by the SnippetTests plugin).
@MainActor @Suite struct FormattingArticleTests {
  @Test func theMaskedPhoneFieldGivesWhatTheArticleSays() {
    @State var phone = ""
    @State var digits = ""
    @State var isComplete = false
    let host = RepresentableHost {
      TextField("Phone", text: $phone)
        .mask("+1 ([000]) [000]-[0000]", value: $digits, complete: $isComplete)
    }
    host.view.tap()
    host.view.type("5551234567")
    #expect(phone == "+1 (555) 123-4567")
    #expect(digits == "5551234567")
    #expect(isComplete)
    digits = "2125550123"
    #expect(phone == "+1 (212) 555-0123")
  }

  @Test func theDateMaskGivesWhatTheArticleSays() throws {
    let date = try Mask.getOrCreate(withFormat: "[00]{.}[00]{.}[0000]")
    let typed = "31122026"
    let result = date.apply(
      toText: CaretString(
        string: typed, caretPosition: typed.endIndex, caretGravity: .forward(autocomplete: true)))
    #expect(result.formattedText.string == "31.12.2026")
    #expect(result.extractedValue == "31.12.2026")
    #expect(date.placeholder == "00.00.0000")
  }

  @Test func theAffinePhoneAndTheMoneyFieldGiveWhatTheArticleSays() {
    @State var number = ""
    let phones = RepresentableHost {
      TextField("Phone", text: $number)
        .mask("+1 ([000]) [000]-[0000]", affineFormats: ["+44 [0000] [000000]"])
    }
    phones.view.tap()
    phones.view.type("+442071234567")
    #expect(number == "+44 2071 234567")
    @State var amount = 0.0
    let money = RepresentableHost {
      TextField(
        "Amount", value: $amount,
        format: .currency(code: "EUR").locale(Locale(identifier: "de_DE"))
      )
      .formattedWhileTyping()
    }
    money.view.tap()
    money.view.selectAll()
    money.view.type("1234567,5")
    #expect(money.view.text == "1.234.567,5\u{A0}€")
    #expect(amount == 1_234_567.5)
  }

  @Test func theCaretTableHoldsKeyByKey() {
    let form = PhoneForm()
    form.field.tap()
    form.field.type("555")
    #expect(form.shown == "+1 (555) |")
    form.field.type("5")
    #expect(form.shown == "+1 (555) 5|")
    let replaced = PhoneForm()
    replaced.field.tap()
    replaced.field.type("555123")
    replaced.field.select(NSRange(location: 4, length: 3))
    replaced.field.type("4")
    #expect(replaced.shown == "+1 (4|12) 3")
    let pasted = PhoneForm()
    pasted.field.tap()
    pasted.field.paste("+1 (555) 123-4567")
    #expect(pasted.shown == "+1 (555) 123-4567|")
  }

  @Test func theIBANAndDigitsFormattersGiveWhatTheArticleSays() {
    struct Digits: InputFormatter {
      func format(_ edit: TextEdit) -> FormattedText {
        let edited = edit.editedText
        let before = String(decoding: edited.utf16.prefix(edit.caret), as: UTF16.self)
        return FormattedText(
          text: edited.filter(\.isNumber), caret: before.filter(\.isNumber).utf16.count)
      }
    }
    @State var iban = ""
    @State var code = ""
    let accounts = RepresentableHost {
      TextField("IBAN", text: $iban).formatted(by: GroupingFormatter.iban)
    }
    accounts.view.tap()
    accounts.view.type("de89370400440532013000")
    #expect(iban == "DE89 3704 0044 0532 0130 00")
    let codes = RepresentableHost { TextField("PIN", text: $code).formatted(by: Digits()) }
    codes.view.tap()
    codes.view.type("12ab34")
    #expect(code == "1234")
  }
}
