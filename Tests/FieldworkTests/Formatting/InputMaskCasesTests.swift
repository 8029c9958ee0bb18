import Fieldwork
import Foundation
import Testing

/// The cases where input-mask's own suite (its Swift `Mask` tests) caught Fieldwork out, in
/// five groups, each as input-mask gives it: lengths that count an ellipsis, completeness that
/// waits for the braces' characters, optional characters a refused character passes,
/// escaped brackets and braces, and literals inserted before a character that is dropped.
@Suite struct InputMaskCasesTests {
  static func apply(
    _ mask: Mask, _ text: String,
    _ gravity: CaretString.CaretGravity = .forward(autocomplete: false)
  ) -> Mask.Result {
    mask.apply(
      toText: CaretString(string: text, caretPosition: text.endIndex, caretGravity: gravity))
  }

  /// What a result shows, in one line a failure prints whole.
  static func shown(_ result: Mask.Result) -> String {
    let caret = result.formattedText.string.distance(
      from: result.formattedText.string.startIndex, to: result.formattedText.caretPosition)
    return "\(result.formattedText.string)|\(caret) \(result.extractedValue) "
      + "\(result.affinity) \(result.complete)"
  }

  @Test(arguments: [
    // format, acceptable text, total text, acceptable value, total value
    ("[0…]", 2, 2, 2, 2), ("[A…]", 2, 2, 2, 2), ("[…]", 1, 1, 1, 1), ("[0…][AAA]", 2, 2, 2, 2),
    ("{3.14}[9…]", 5, 6, 5, 6),
  ])
  func anEllipsisCountsOneInEveryLength(
    format: String, acceptableText: Int, totalText: Int, acceptableValue: Int, totalValue: Int
  ) throws {
    let mask = try Mask(format: format)
    #expect(mask.acceptableTextLength == acceptableText)
    #expect(mask.totalTextLength == totalText)
    #expect(mask.acceptableValueLength == acceptableValue)
    #expect(mask.totalValueLength == totalValue)
  }

  @Test func anEllipsisOfACustomNotationCountsToo() throws {
    let letters = Notation(character: "C", characterSet: .letters, isOptional: false)
    let mask = try Mask(format: "[C…]", customNotations: [letters])
    #expect(mask.acceptableTextLength == 2)
    #expect(mask.totalValueLength == 2)
  }

  @Test func aTextIsIncompleteWhileTheBracesHaveCharactersToCome() throws {
    let pi = try Mask(format: "{3.14}[9…]")
    // "1" is the "1" of "3.14": "3" and "." are inserted before it, and "4" is still to come.
    #expect(Self.shown(Self.apply(pi, "1")) == "3.1|3 3.1 -1 false")
    #expect(Self.shown(Self.apply(pi, "3.14")) == "3.14|4 3.14 4 true")
    #expect(Self.apply(pi, "3.141").complete)
  }

  @Test func aRefusedCharacterPassesOptionalCharactersThatLeadToALiteralOrTheEnd() throws {
    let point = Notation(
      character: ".", characterSet: CharacterSet(charactersIn: "."), isOptional: true)
    let decimal = try Mask(format: "[9999][.][99]", customNotations: [point])
    // "," passes the optional point and both optional digits, to the format's end.
    #expect(Self.shown(Self.apply(decimal, "1122,33")) == "1122|4 1122 -2 true")
    #expect(Self.shown(Self.apply(decimal, "1122.33")) == "1122.33|7 1122.33 7 true")

    let date = try Mask(format: "[90]{.}[90]{.}[0000]")
    // "d" passes the optional second digit to the ".", which is inserted; "d" and "e" are
    // dropped.
    #expect(Self.shown(Self.apply(date, "abc1de111")) == "1.11.1|6 1.11.1 -4 false")
    #expect(Self.shown(Self.apply(date, "abc1de1fg11")) == "1.1.11|6 1.1.11 -7 false")
    #expect(Self.shown(Self.apply(date, "a")) == "|0  -1 false")
    #expect(
      Self.shown(Self.apply(date, "112233334", .forward(autocomplete: true)))
        == "11.22.3333|10 11.22.3333 5 true")
  }

  @Test func optionalCharactersPassedByDroppedCharactersAreStillToType() throws {
    let point = Notation(
      character: ".", characterSet: CharacterSet(charactersIn: "."), isOptional: true)
    let decimal = try Mask(format: "[9999][.][99]", customNotations: [point])
    // "," passed the point and the two digits, and was dropped: they are still to type, as
    // formatting "1122" again finds.
    #expect(Self.apply(decimal, "1122,").tailPlaceholder == ".00")
    let dropped = Self.apply(decimal, "1122,")
    let again = Self.apply(decimal, dropped.formattedText.string)
    #expect(dropped.formattedText == again.formattedText)
    #expect(dropped.complete && again.complete)
    #expect(dropped.tailPlaceholder == again.tailPlaceholder)
    #expect(dropped.affinity == again.affinity - 4)
  }

  @Test func escapedBracketsAndBracesAreShownAndTheFormatGoesOn() throws {
    let escaped = try Mask(format: #"\{\[[00]\]{99}{\}\]}"#)
    #expect(Self.shown(Self.apply(escaped, "11")) == "{[11|4 11 0 false")
    // "2" fits nowhere, but the literals it meets on the way are inserted, and stay.
    #expect(Self.shown(Self.apply(escaped, "112")) == "{[11]99}]|9 1199}] -6 true")
    #expect(Self.apply(escaped, "1122").formattedText.string == "{[11]99}]")
    #expect(escaped.placeholder == "{[00]99}]")
  }

  @Test func literalsInsertedBeforeADroppedCharacterStay() throws {
    let year = try Mask(format: "[9990] AC")
    #expect(Self.shown(Self.apply(year, "1111")) == "1111|4 1111 4 true")
    #expect(Self.shown(Self.apply(year, "11112")) == "1111 AC|7 1111 0 true")
  }

  /// input-mask-android's compiler and sanitizer cases (its `apply` cases are the Swift
  /// suite's, input for input, and agree too): nested brackets are an error, and a group
  /// mixing mandatory and optional or digit and letter characters behaves as the groups it
  /// sorts into.
  @Test func theAndroidSuitesCompilerAndSanitizerCases() throws {
    #expect(throws: MaskFormatError.self) { try Mask(format: "[00[9]9]") }
    #expect(throws: MaskFormatError.self) { try Mask(format: "+7 ([0[0]0]) [000]-[00]-[00]") }
    let mixed = try Mask(format: "[0909]")
    let sorted = try Mask(format: "[0099]")
    let mixedKinds = try Mask(format: "[09Aa_-]")
    let sortedKinds = try Mask(format: "[09][Aa][_-]")
    for text in ["1", "12", "1234", "12345", "1a2", "a1", "1aB", "1a-b", "12ab", ""] {
      #expect(
        Self.shown(Self.apply(mixed, text)) == Self.shown(Self.apply(sorted, text)), "\(text)")
      #expect(
        Self.shown(Self.apply(mixedKinds, text)) == Self.shown(Self.apply(sortedKinds, text)),
        "\(text)")
    }
    #expect(Self.shown(Self.apply(mixed, "1")) == "1|1 1 1 false")
    #expect(Self.shown(Self.apply(mixedKinds, "1a-b")) == "1ab|3 1ab 1 false")
  }

  @Test func formattingTheOutputAgainChangesNothingWhereInputMasksRulesWouldGrowIt() throws {
    // Where input-mask's rules give a text that reads otherwise when formatted again,
    // Fieldwork keeps the text stable, and input-mask's suite has no case against it: a
    // digit that is the literal after optional digits is that literal, and a character that
    // fits nowhere before a character to type leaves the optional characters in place.
    for (format, text) in [("{/}[90][99]9-[90]0)", "a1b2"), ("[9][9][_]-+1 (-", ")555")] {
      let mask = try Mask(format: format)
      let once = Self.apply(mask, text).formattedText.string
      #expect(Self.apply(mask, once).formattedText.string == once, "\(format) \(text)")
    }
  }
}

/// A formatter with several masks chooses the first of the highest affinity, in the order the
/// formats were given, whichever fitted the last text; and a tie appends nothing.
@Suite struct AffineScoringTests {
  static func text(_ string: String) -> CaretString {
    CaretString(
      string: string, caretPosition: string.endIndex, caretGravity: .forward(autocomplete: false))
  }

  @Test func theFirstOfTheHighestWinsWhicheverWasScoredFirst() throws {
    let formatter = try MaskFormatter(
      primaryFormat: "[0000]", affineFormats: ["[00]-[00]", "[AA]"])
    // The last text fitted "[00]-[00]" best.
    _ = formatter.format(
      try TextEdit(text: "", range: NSRange(location: 0, length: 0), replacement: "12-3"))
    #expect(formatter.mask(for: Self.text("12-3")).format == "[00]-[00]")
    // "12" fits "[0000]" and "[00]-[00]" equally: the primary, first in order, wins.
    #expect(formatter.mask(for: Self.text("12")).format == "[0000]")
    // Letters fit only "[AA]", though the others were scored before it.
    #expect(formatter.mask(for: Self.text("ab")).format == "[AA]")
  }

  @Test func aTieStillStopsAutocomplete() throws {
    let formatter = try MaskFormatter(primaryFormat: "[00]-[00]", affineFormats: ["[00]/[00]"])
    _ = formatter.format(
      try TextEdit(text: "", range: NSRange(location: 0, length: 0), replacement: "12/3"))
    // "34" fits both: nothing is appended, as no format is chosen for the person.
    let typed = formatter.format(
      try TextEdit(text: "", range: NSRange(location: 0, length: 0), replacement: "34"))
    #expect(typed.text == "34")
    let alone = try MaskFormatter(primaryFormat: "[00]-[00]")
    #expect(
      alone.format(
        try TextEdit(text: "", range: NSRange(location: 0, length: 0), replacement: "34")
      )
      .text == "34-")
  }
}
