import Foundation

/// ``Mask`` from fuzzed formats and texts, and a masked ``HeadlessTextField`` edited with a
/// delegate that meddles: formatting its own output changes nothing, the value holds only
/// characters the input or the format's braces had, the caret stays in the text on a
/// character boundary, and nothing traps.
@MainActor enum MaskFuzz {
  static let formatPieces: [String] = [
    "[", "]", "{", "}", "0", "9", "A", "a", "_", "-", "…", "\\", "+1 (", ")", " ", ".", "h",
    "[000]", "[00]{.}", "[AA]", "[9]", "[0…]", "{/}", "x",
  ]
  static let hex = Notation(
    character: "h", characterSet: CharacterSet(charactersIn: "0123456789abcdef"),
    isOptional: false)

  static func run(_ data: [UInt8]) {
    let input = FuzzInput(data)
    var format = ""
    for _ in 0..<input.choose(8) { format += formatPieces[input.choose(formatPieces.count)] }
    let notations = input.bool() ? [hex] : []
    let mask: Mask
    do {
      mask = try Mask(format: format, customNotations: notations)
      require(Mask.isValid(format: format, customNotations: notations), "valid: \(format)")
    } catch {
      require(!Mask.isValid(format: format, customNotations: notations), "invalid: \(format)")
      require(!error.description.isEmpty, "an error says what is wrong")
      mask = try! Mask(format: "+1 ([000]) [000]-[0000]")
    }
    trace("format \(mask.format.debugDescription)")
    for _ in 0..<8 where !input.isExhausted {
      let text = input.text() + ["5", "55", "12a", "+1 (", "ff", ""][input.choose(6)]
      let caret =
        text.index(
          text.startIndex, offsetBy: input.choose(text.count + 1), limitedBy: text.endIndex)
        ?? text.endIndex
      let gravity: CaretString.CaretGravity =
        input.bool() ? .forward(autocomplete: input.bool()) : .backward(autoskip: input.bool())
      let result = mask.apply(
        toText: CaretString(string: text, caretPosition: caret, caretGravity: gravity))
      check(result, of: text, mask: mask)
    }
    fuzzField(mask: mask, input: input)
  }

  static func check(_ result: Mask.Result, of text: String, mask: Mask) {
    let output = result.formattedText.string
    let caret = result.formattedText.caretPosition
    require(caret >= output.startIndex && caret <= output.endIndex, "caret in \(output)")
    require(caret.samePosition(in: output) != nil, "caret on a character boundary")
    // Formatting its own output changes nothing.
    let again = mask.apply(
      toText: CaretString(
        string: output, caretPosition: output.endIndex, caretGravity: .forward(autocomplete: false))
    )
    require(
      again.formattedText.string == output,
      "\(mask.format.debugDescription): \(text.debugDescription) → \(output.debugDescription) → \(again.formattedText.string.debugDescription)"
    )
    require(again.extractedValue == result.extractedValue, "the same value again")
    // The value holds nothing the input or the format's braces did not, scalar by scalar
    // (characters can merge once what stood between them is dropped: "a", NUL, U+0301 give
    // "á").
    var available: [Unicode.Scalar: Int] = [:]
    for scalar in text.unicodeScalars { available[scalar, default: 0] += 1 }
    for scalar in mask.format.unicodeScalars { available[scalar, default: 0] += 1 }
    for scalar in result.extractedValue.unicodeScalars {
      available[scalar, default: 0] -= 1
      require(
        available[scalar, default: 0] >= 0,
        "U+\(String(scalar.value, radix: 16)) in the value of \(text.debugDescription)")
    }
  }

  /// A delegate that sometimes edits the field while asked about an edit, or after it.
  final class Meddler: HeadlessTextFieldDelegate {
    var meddlesWhileAsked = false
    var meddlesAfter = false
    var meddled = false
    func textField(
      _ textField: HeadlessTextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      if meddlesWhileAsked {
        meddled = true
        textField.text = "9" + textField.text
      }
      return true
    }
    func textFieldDidChangeSelection(_ textField: HeadlessTextField) {
      if meddlesAfter, textField.text.count < 40 {
        meddled = true
        meddlesAfter = false
        textField.type("7")
      }
    }
  }

  static func fuzzField(mask: Mask, input: FuzzInput) {
    let field = HeadlessTextField()
    let meddler = Meddler()
    field.delegate = meddler
    // A formatter that keeps what it last made, so that its report on the text it made is
    // checked against formatting that text afresh.
    let formatter = MaskFormatter(mask: mask)
    field.inputFormatter = formatter
    field.tap()
    // Whether the text shows something a delegate wrote, not yet formatted by an edit since.
    var unformatted = false
    for _ in 0..<16 where !input.isExhausted {
      meddler.meddlesWhileAsked = input.choose(8) == 0
      meddler.meddlesAfter = input.choose(8) == 0
      meddler.meddled = false
      let before = field.text
      let wasComposing = field.markedRange != nil
      let action = input.choose(7)
      switch action {
      case 0:
        let typed = input.text(maxPieces: 2) + String(input.choose(10))
        trace("type \(typed.debugDescription)")
        field.type(typed)
      case 1:
        let pasted = input.text()
        trace("paste \(pasted.debugDescription)")
        field.paste(pasted)
      case 2: field.deleteBackward()
      case 3: field.select(input.range(in: field.text.utf16.count))
      case 4: field.setMarkedText(input.text(maxPieces: 1))
      case 5: field.unmarkText()
      default: field.insertText(String(input.choose(10)))
      }
      let text = field.text
      let selection = field.selectedRange
      require(
        selection.location >= 0 && selection.location + selection.length <= text.utf16.count,
        "selection \(selection) in \(text.debugDescription)")
      let index = String.Index(utf16Offset: selection.location, in: text)
      require(index.samePosition(in: text) != nil, "selection on a character boundary")
      // Unless a delegate wrote text itself (and no edit formatted it since), or text is
      // being composed, what shows is formatted.
      // Marked text (action 4), and a backspace while composing (action 2), change the text
      // without formatting it while the composition lasts; one that ends it is formatted.
      if meddler.meddled {
        unformatted = true
      } else if text != before && field.markedRange == nil && !wasComposing {
        unformatted = false
      }
      trace("\(action): \(text.debugDescription) \(selection)\(unformatted ? " unformatted" : "")")
      if !unformatted, field.markedRange == nil {
        let again = mask.apply(
          toText: CaretString(
            string: text, caretPosition: text.endIndex,
            caretGravity: .forward(autocomplete: false)))
        require(again.formattedText.string == text, "shown unformatted: \(text.debugDescription)")
        require(
          formatter.result(for: text) == again,
          "kept \(formatter.result(for: text)), afresh \(again)")
      }
    }
  }
}

/// ``NumberInputFormatter`` in several locales and styles, under fuzzed edits: its output
/// formats to itself, parses as the style's number, keeps the caret in the text, and holds
/// only digits that were typed (less leading zeros, plus the zero before a lone fraction).
@MainActor enum NumberFormatFuzz {
  static let locales = ["en_US", "de_DE", "fr_FR", "hi_IN", "de_CH", "ar_EG"].map(Locale.init)

  static func run(_ data: [UInt8]) {
    let input = FuzzInput(data)
    let locale = locales[input.choose(locales.count)]
    let formatter: NumberInputFormatter
    let parses: (String) -> Bool
    switch input.choose(4) {
    case 0:
      let style = FloatingPointFormatStyle<Double>.number.locale(locale)
      formatter = NumberInputFormatter(style)
      parses = { (try? style.parseStrategy.parse($0)) != nil }
    case 1:
      let style = FloatingPointFormatStyle<Double>.Currency(code: "EUR").locale(locale)
      formatter = NumberInputFormatter(style)
      parses = { (try? style.parseStrategy.parse($0)) != nil }
    case 2:
      let style = FloatingPointFormatStyle<Double>.Percent().locale(locale)
      formatter = NumberInputFormatter(style)
      parses = { (try? style.parseStrategy.parse($0)) != nil }
    default:
      let style = IntegerFormatStyle<Int>.number.locale(locale)
      formatter = NumberInputFormatter(style)
      parses = { (try? style.parseStrategy.parse($0)) != nil }
    }
    let decimal = formatter.decimalSeparator ?? "."
    let pieces = ["1", "2", "0", "9", "00", decimal, "-", ".", ",", " ", "x", "123456789"]
    var text = ""
    var caret = 0
    for _ in 0..<24 where !input.isExhausted {
      let length = text.utf16.count
      let edit: TextEdit?
      if input.choose(4) == 0 {
        edit = try? TextEdit(text: text, range: input.range(in: length), replacement: "")
      } else {
        let replacement =
          input.choose(6) == 0 ? input.text(maxPieces: 1) : pieces[input.choose(pieces.count)]
        edit = try? TextEdit(
          text: text, range: NSRange(location: min(caret, length), length: 0),
          replacement: replacement)
      }
      guard let edit else { continue }
      let formatted = formatter.format(edit)
      let output = formatted.text
      require(
        formatted.caret >= 0 && formatted.caret <= output.utf16.count,
        "caret \(formatted.caret) in \(output.debugDescription)")
      let reformatted = formatter.format(
        TextEdit(reformatting: output, caret: output.utf16.count))
      require(
        reformatted.text == output,
        "\(locale.identifier): \(output.debugDescription) → \(reformatted.text.debugDescription)")
      // A number the value's type can hold parses (more digits than an `Int` or a `Double`
      // holds exactly is the invalid-value message's to tell).
      let digits = output.filter(\.isNumber).count
      if digits > 0 && digits <= 15 {
        require(parses(output), "\(locale.identifier): \(output.debugDescription) parses")
      }
      let typed = edit.editedText.filter { $0.isASCII && $0.isNumber }
      let shown = output.filter { $0.isASCII && $0.isNumber }
      require(
        shown.count <= typed.count + 1,
        "\(shown.debugDescription) from \(typed.debugDescription)")
      text = output
      caret = formatted.caret
    }
  }
}
