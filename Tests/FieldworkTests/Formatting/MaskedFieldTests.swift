import Fieldwork
import FieldworkTesting
import Foundation
import Testing

/// A screen with a phone field that formats as the person types, the way app code writes it.
@MainActor final class PhoneForm {
  @State var phone = ""
  @State var digits = ""
  @State var isComplete = false
  var changes: [String] = []
  var host: RepresentableHost<TextField>!
  var diagnostics: [UpdateDiagnostic] = []

  init(
    format: String = "+1 ([000]) [000]-[0000]",
    configure: @escaping (TextField) -> TextField = { $0 }
  ) {
    host = RepresentableHost(diagnosticHandler: { [unowned self] in diagnostics.append($0) }) {
      [unowned self] in
      configure(
        TextField("Phone", text: $phone)
          .mask(format, value: $digits, complete: $isComplete)
          .onChange(of: phone) { [unowned self] _, new in changes.append(new) })
    }
  }

  var field: HeadlessTextField { host.view }

  /// The field's text with a `|` at the caret.
  var shown: String {
    let text = field.text
    let utf16 = Array(text.utf16)
    let caret = field.selectedRange.location
    return String(decoding: utf16[..<caret], as: UTF16.self) + "|"
      + String(decoding: utf16[caret...], as: UTF16.self)
  }

  /// Puts the caret after the `offset`th UTF-16 unit.
  func caret(_ offset: Int) { field.select(NSRange(location: offset, length: 0)) }
}

@MainActor @Suite struct MaskedFieldTests {
  @Test func typingShowsTheFormatAndBindsTheValue() {
    let form = PhoneForm()
    form.field.tap()
    form.field.type("555")
    #expect(form.shown == "+1 (555) |")
    #expect(form.digits == "555")
    #expect(!form.isComplete)
    form.field.type("1234567")
    #expect(form.shown == "+1 (555) 123-4567|")
    #expect(form.phone == "+1 (555) 123-4567")
    #expect(form.digits == "5551234567")
    #expect(form.isComplete)
    // A digit past the format, or a letter, changes nothing.
    form.field.type("8x")
    #expect(form.shown == "+1 (555) 123-4567|")
    #expect(form.changes.last == "+1 (555) 123-4567")
  }

  @Test func theCaretStaysAfterTheSameDigitWhateverTheEdit() {
    let form = PhoneForm()
    form.field.tap()
    form.field.type("5551234567")
    // Typing in the middle: after "12", a 9 goes in and the rest moves along.
    form.caret(11)  // +1 (555) 12|3-4567
    form.field.type("9")
    // Typing leans forward: the dash the format puts after the 9 goes before the caret.
    #expect(form.shown == "+1 (555) 129-|3456")
    // Backspace right after a separator: the caret moves before it, nothing is lost.
    form.field.deleteBackward()
    #expect(form.shown == "+1 (555) 129|-3456")
    #expect(form.digits == "5551293456")
    // Backspace after a digit deletes it, and the rest moves back.
    form.field.deleteBackward()
    #expect(form.shown == "+1 (555) 12|3-456")
    // A selection replaced by a digit: "(555)" selected, 4 typed.
    form.field.select(NSRange(location: 4, length: 3))
    form.field.type("4")
    #expect(form.shown == "+1 (4|12) 345-6")
    #expect(form.digits == "4123456")
  }

  @Test func aWholeNumberPastedIntoTheMiddleKeepsTheCaretAfterItsLastDigit() {
    let form = PhoneForm()
    form.field.tap()
    form.field.type("55")
    form.caret(5)  // +1 (5|5
    form.field.paste("+1 (555) 123-4567")
    // Its "+1 (" match nothing inside the area code and go, as do its ") " and "-"; its
    // digits fill the format after the first 5, and what does not fit is dropped. The caret
    // is after the last pasted digit that found a place.
    #expect(form.digits == "5155512345")
    #expect(form.shown == "+1 (515) 551-2345|")
    // Pasted at the start of an empty field it is simply the number.
    let empty = PhoneForm()
    empty.field.tap()
    empty.field.paste("+1 (555) 123-4567")
    #expect(empty.shown == "+1 (555) 123-4567|")
    #expect(empty.digits == "5551234567")
  }

  @Test func delegatesAndObserversSeeTheFormattedTextInUIKitsOrder() {
    let form = PhoneForm()
    let recorder = EventRecorder()
    recorder.attach(to: form.field)
    form.field.tap()
    recorder.clear()
    form.field.type("5")
    #expect(
      recorder.lines == [
        "shouldChangeCharacters({0,0}, \"5\") → true",
        "event editingChanged",
        "didChangeSelection {5,0}",
      ], "\(recorder.lines)")
    #expect(form.field.text == "+1 (5")
    #expect(form.changes == ["+1 (5"])
  }

  @Test func maxLengthCountsTheFormattedText() {
    // Nine characters: "+1 (555) " at most, the separators the format shows included.
    let form = PhoneForm { $0.maxLength(9) }
    form.field.tap()
    form.field.paste("5551234")
    #expect(form.field.text == "+1 (555) ")
    #expect(form.digits == "555")
  }

  @Test func compositionIsFormattedOnlyOnceCommitted() {
    let form = PhoneForm(format: "[000]-[000]")
    form.field.tap()
    form.field.setMarkedText("1234")
    #expect(form.field.text == "1234")
    #expect(form.field.markedRange != nil)
    #expect(form.digits == "")
    form.field.unmarkText()
    #expect(form.shown == "123-4|")
    #expect(form.digits == "1234")
  }

  @Test func writingTheValueShowsItFormatted() {
    let form = PhoneForm()
    form.digits = "5551234567"
    #expect(form.field.text == "+1 (555) 123-4567")
    #expect(form.phone == "+1 (555) 123-4567")
    #expect(form.isComplete)
    // A value with characters the format cannot take keeps those it can.
    form.digits = "55x5"
    #expect(form.field.text == "+1 (555")
    #expect(form.digits == "555")
  }

  @Test func aMalformedFormatIsReportedAndFormatsNothing() {
    let form = PhoneForm(format: "+1 ([000")
    #expect(form.diagnostics.count == 1)
    #expect(
      form.diagnostics.first?.kind
        == .invalidMaskFormat(
          MaskFormatError.unclosedBlock(opening: "[", at: 4).description))
    form.field.tap()
    form.field.type("55a")
    #expect(form.field.text == "55a")
    form.host.update()
    #expect(form.diagnostics.count == 1)
  }

  @Test func affineFormatsSwitchAsThePersonTypes() {
    let form = PhoneForm { field in
      field.mask("+1 ([000]) [000]-[0000]", affineFormats: ["+44 [0000] [000000]"], value: nil)
    }
    form.field.tap()
    form.field.type("+44")
    form.field.type("2071234567")
    #expect(form.field.text == "+44 2071 234567")
    form.field.selectAll()
    form.field.deleteBackward()
    form.field.type("2125550123")
    #expect(form.field.text == "+1 (212) 555-0123")
  }
}

/// The formatting hook on the control itself, with hostile delegates and input.
@MainActor @Suite struct InputFormatterHookTests {
  /// A delegate that edits the field while it is asked about an edit.
  final class Meddler: HeadlessTextFieldDelegate {
    func textField(
      _ textField: HeadlessTextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      textField.text = "meddled"
      return true
    }
  }

  @Test func aDelegateThatEditsWhileAskedDropsTheEdit() throws {
    let field = HeadlessTextField()
    field.inputFormatter = try Mask(format: "[000]")
    let meddler = Meddler()
    field.delegate = meddler
    field.tap()
    field.type("1")
    // The delegate's text stands; the typed digit, whose range meant the old text, is
    // dropped, as without a formatter.
    #expect(field.text == "meddled")
    // Asked again, the delegate writes the text the field already has, which changes
    // nothing: the edit goes ahead, formatted.
    field.type("2")
    #expect(field.text == "2")
  }

  @Test func editsOutOfRangeOrSplittingACharacterAreRefusedWithATypedError() {
    #expect(throws: TextRangeError.outOfBounds(range: NSRange(location: 5, length: 1), length: 3)) {
      try TextEdit(text: "abc", range: NSRange(location: 5, length: 1), replacement: "x")
    }
    #expect(throws: TextRangeError.splitsSurrogatePair(range: NSRange(location: 1, length: 0))) {
      try TextEdit(text: "👍", range: NSRange(location: 1, length: 0), replacement: "x")
    }
    // A reformatting edit clamps its caret instead.
    let edit = TextEdit(reformatting: "abc", caret: 99)
    #expect(edit.caret == 3)
  }

  @Test func aSelectionOutOfRangeIsClampedBeforeFormatting() throws {
    let field = HeadlessTextField()
    field.inputFormatter = try Mask(format: "[00]{.}[00]")
    field.tap()
    field.type("1234")
    field.select(NSRange(location: 40, length: 9))
    field.type("5")
    #expect(field.text == "12.34")
    field.select(NSRange(location: NSNotFound, length: 0))
    #expect(field.selectedRange == NSRange(location: 5, length: 0))
  }

  @Test func aFormatterThatReturnsACaretOutsideTheTextIsClamped() {
    struct Wild: InputFormatter {
      func format(_ edit: TextEdit) -> FormattedText {
        FormattedText(text: edit.editedText + "👍🏽", caret: 1_000)
      }
    }
    let field = HeadlessTextField()
    field.inputFormatter = Wild()
    field.tap()
    field.type("a")
    #expect(field.text == "a👍🏽")
    #expect(field.selectedRange.location == field.text.utf16.count)
    // One inside the emoji goes to its start.
    struct Inside: InputFormatter {
      func format(_ edit: TextEdit) -> FormattedText { FormattedText(text: "👍🏽", caret: 1) }
    }
    field.inputFormatter = Inside()
    field.type("b")
    #expect(field.selectedRange.location == 0)
  }
}
