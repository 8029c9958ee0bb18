import Fieldwork
import Foundation
import Testing

/// The formatters written on the general hook besides masks and numbers: uppercase-as-you-
/// type and an IBAN in blocks of four.
@Suite struct FormattersTests {
  /// `text` with the caret at `|`, after inserting `replacement` there.
  static func type(_ replacement: String, into text: String, with formatter: some InputFormatter)
    -> String
  {
    let caret =
      text.firstIndex(of: "|").map { text.utf16.distance(from: text.startIndex, to: $0) } ?? 0
    let plain = text.replacingOccurrences(of: "|", with: "")
    let edit = try! TextEdit(
      text: plain, range: NSRange(location: caret, length: 0), replacement: replacement)
    return formatter.format(edit).description
  }

  static func backspace(_ text: String, with formatter: some InputFormatter) -> String {
    let caret =
      text.firstIndex(of: "|").map { text.utf16.distance(from: text.startIndex, to: $0) } ?? 0
    let plain = text.replacingOccurrences(of: "|", with: "")
    let edit = try! TextEdit(
      text: plain, range: NSRange(location: caret - 1, length: 1), replacement: "")
    return formatter.format(edit).description
  }

  @Test func uppercaseKeepsTheCaretAfterWhatTheTextBeforeItBecame() {
    let upper = UppercaseFormatter()
    #expect(Self.type("ab", into: "|cd", with: upper) == "AB|CD")
    // ß uppercases to two letters: the caret follows both.
    #expect(Self.type("ß", into: "stra|e", with: upper) == "STRASS|E")
    #expect(Self.type("é", into: "|", with: upper) == "É|")
  }

  @Test func anIBANIsGroupedByFourAsItIsTyped() {
    let iban = GroupingFormatter.iban
    #expect(
      Self.type("de89370400440532013000", into: "|", with: iban) == "DE89 3704 0044 0532 0130 00|")
    // Typed in the middle: the caret after the same character, the blocks moved along.
    #expect(Self.type("x", into: "DE89 37|04", with: iban) == "DE89 37X|0 4")
    // Backspace after a separator removes it, which changes nothing: the caret moves back.
    #expect(Self.backspace("DE89 |3704", with: iban) == "DE89| 3704")
    // Spaces, dashes and letters outside ASCII are dropped; 34 characters at most.
    #expect(Self.type("de-89 ü", into: "|", with: iban) == "DE89|")
    let long = String(repeating: "1", count: 40)
    #expect(
      iban.format(
        try! TextEdit(text: "", range: NSRange(location: 0, length: 0), replacement: long)
      ).text.filter(\.isNumber).count == 34)
    #expect(iban.placeholder(after: "DE89", blank: "_").hasPrefix(" ____ ____"))
  }
}
