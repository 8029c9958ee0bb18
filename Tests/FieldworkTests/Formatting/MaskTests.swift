import Fieldwork
import Foundation
import Testing

/// `Mask`, from input-mask's documentation: its notation, its names, its quirks, and the
/// stricter errors where it is silent. Each case says what a person types and what the field
/// shows, with `|` for the caret.
@Suite struct MaskTests {
  /// `text` with the caret where `|` is (or at the end), formatted with `format`.
  static func apply(
    _ format: String, _ text: String,
    _ gravity: CaretString.CaretGravity = .forward(autocomplete: false),
    notations: [Notation] = []
  ) throws -> Mask.Result {
    let mask = try Mask(format: format, customNotations: notations)
    var string = text
    var caret = string.endIndex
    if let bar = string.firstIndex(of: "|") {
      let offset = string.distance(from: string.startIndex, to: bar)
      string.remove(at: bar)
      caret = string.index(string.startIndex, offsetBy: offset)
    }
    return mask.apply(
      toText: CaretString(string: string, caretPosition: caret, caretGravity: gravity))
  }

  @Test(arguments: [
    ("+", "+|", ""), ("+7", "+7|", ""), ("+7 (", "+7 (|", ""), ("+7 (1", "+7 (1|", "1"),
    ("+7 (123) 4", "+7 (123) 4|", "1234"), ("1", "+7 (1|", "1"),
    ("71234567890", "+7 (123) 456 78 90|", "1234567890"),
    ("+7 (123) 456 78 901", "+7 (123) 456 78 90|", "1234567890"),
  ])
  func aPhoneNumberIsFormattedAsItIsTyped(typed: String, shown: String, value: String) throws {
    let result = try Self.apply("+7 ([000]) [000] [00] [00]", typed)
    #expect(result.formattedText.description == shown)
    #expect(result.extractedValue == value)
    #expect(result.complete == (value.count == 10))
  }

  @Test func theFormatsLengthsAndPlaceholder() throws {
    let phone = try Mask(format: "+7 ([000]) [000] [00] [00]")
    #expect(phone.placeholder == "+7 (000) 000 00 00")
    #expect(phone.acceptableTextLength == 18)
    #expect(phone.totalTextLength == 18)
    #expect(phone.acceptableValueLength == 10)
    #expect(phone.totalValueLength == 10)
    let optional = try Mask(format: "[00099]{-}[aa]")
    #expect(optional.placeholder == "00000-aa")
    #expect(optional.acceptableTextLength == 4)
    #expect(optional.totalTextLength == 8)
    #expect(optional.acceptableValueLength == 4)
    #expect(optional.totalValueLength == 8)
  }

  @Test(arguments: [
    ("1", "1|", false), ("11", "11|", false), ("111", "11.1|", false),
    ("123456", "12.34.56|", false), ("12345678", "12.34.5678|", true),
    ("abc1de1fg11", "11.11|", false), ("11.1", "11.1|", false),
  ])
  func aDateTakesItsDotsFromTheFormat(typed: String, shown: String, complete: Bool) throws {
    let result = try Self.apply("[00]{.}[00]{.}[0000]", typed)
    #expect(result.formattedText.description == shown)
    // The dots are in braces: they belong to the value.
    #expect(result.extractedValue == result.formattedText.string)
    #expect(result.complete == complete)
  }

  @Test func autocompleteAppendsTheFixedCharactersThatFollowWhatWasTyped() throws {
    let format = "[00]{.}[00]{.}[0000]"
    let typing = CaretString.CaretGravity.forward(autocomplete: true)
    #expect(try Self.apply(format, "", typing).formattedText.description == "|")
    #expect(try Self.apply(format, "1", typing).formattedText.description == "1|")
    #expect(try Self.apply(format, "11", typing).formattedText.description == "11.|")
    #expect(try Self.apply(format, "1111", typing).formattedText.description == "11.11.|")
    #expect(try Self.apply(format, "111111111", typing).formattedText.description == "11.11.1111|")
    // From nothing: the fixed characters a format starts with.
    #expect(try Self.apply("+1 ([000])", "", typing).formattedText.description == "+1 (|")
    // Only at the end: a caret inside the text autocompletes nothing.
    #expect(try Self.apply(format, "1|1", typing).formattedText.description == "1|1")
  }

  @Test func theCaretLeansTheWayItsGravitySays() throws {
    let format = "[00]{.}[00]"
    // Typing: the dot inserted where the caret stands goes before it.
    #expect(try Self.apply(format, "11|11").formattedText.description == "11.|11")
    #expect(try Self.apply(format, "|1111").formattedText.description == "|11.11")
    // Deleting: it goes after it.
    let deleting = CaretString.CaretGravity.backward(autoskip: false)
    #expect(try Self.apply(format, "11|11", deleting).formattedText.description == "11|.11")
    #expect(try Self.apply(format, "11.", deleting).formattedText.description == "11.|")
  }

  @Test func autoskipDeletesPastSeparatorsButNeverAValue() throws {
    let skipping = CaretString.CaretGravity.backward(autoskip: true)
    #expect(try Self.apply("[00]{.}[00]", "11.", skipping).formattedText.description == "11|")
    #expect(try Self.apply("[00]{.}[00]", "11.|1", skipping).formattedText.description == "11|.1")
    let phone = try Self.apply("+1 ([000]) [000]-[0000]", "+1 (555) ", skipping)
    #expect(phone.formattedText.description == "+1 (555|")
    #expect(phone.extractedValue == "555")
    // Only literals before it: the caret goes to the start, and nothing typed is lost.
    #expect(try Self.apply("+1 ([000])", "+1 (|", skipping).formattedText.description == "|")
  }

  @Test func aBlockPutsItsMandatoryCharactersFirst() throws {
    // [90] acts as [09]: one digit is enough, the second is optional.
    #expect(try Self.apply("[90]", "1").complete)
    #expect(try Self.apply("[9900]", "12").complete)
    #expect(try Mask(format: "[90]").placeholder == "00")
    // Kinds stay apart: [0A] needs a digit then a letter.
    #expect(try Self.apply("[0A]", "1b").formattedText.string == "1b")
    #expect(try Self.apply("[0A]", "b1").formattedText.string == "1")
  }

  @Test func aCharacterThatFitsNowhereLeavesTheOptionalCharactersToWhatFollows() throws {
    // The fuzzer's case: "+" fits no step, so the "1" after it takes the first optional digit
    // (skipping the optional digits for the "+" made ".1 ", which formats again as ".1").
    let result = try Self.apply(".[9][9][_] ", "+1 (")
    #expect(result.formattedText.string == ".1")
    #expect(try Self.apply(".[9][9][_] ", ".1").formattedText.string == ".1")
    #expect(try Self.apply("[9][9][_]", "+1").formattedText.string == "1")
    // Optional characters that lead to a literal or to the format's end are passed by a
    // character they refuse, as in input-mask: "a" passes all of `[9999]`, and the "1" after
    // it finds the format ended; "x" passes `[99]` to the "-", which is inserted.
    #expect(try Self.apply("[9999]", "a1").formattedText.string == "")
    #expect(
      try Self.apply("[99]-[00]", "x12", .forward(autocomplete: true)).formattedText.string == "-12"
    )
    #expect(try Self.apply("[9999]", "a1").affinity == -6)
    // A character that fits further on still skips them.
    #expect(try Self.apply("[99]-[00]", "-12").formattedText.string == "-12")
    #expect(try Self.apply("[9][A]", "b").formattedText.string == "b")
  }

  @Test func nothingAfterAnEllipsisIsRead() throws {
    let digits = try Self.apply("[0…][AAA]", "5")
    #expect(digits.complete)
    #expect(try Self.apply("[0…][AAA]", "5a6").formattedText.string == "56")
    #expect(try Self.apply("[…]", "a1-b2").formattedText.string == "a1b2")
    #expect(try Self.apply("[00…]", "1").complete == false)
    #expect(try Self.apply("[00…]", "123456").extractedValue == "123456")
  }

  @Test func bracesBelongToTheValueAndEscapesShowBrackets() throws {
    #expect(try Self.apply("[00]-[00]", "1234").extractedValue == "1234")
    #expect(try Self.apply("[00]{-}[00]", "1234").extractedValue == "12-34")
    let bracketed = try Self.apply(#"\[[00]\]"#, "12")
    #expect(bracketed.formattedText.string == "[12")
    #expect(
      try Self.apply(#"\[[00]\]"#, "12", .forward(autocomplete: true)).formattedText.string
        == "[12]")
    #expect(bracketed.extractedValue == "12")
    #expect(
      try Self.apply(#"\[[00]{\]}"#, "12", .forward(autocomplete: true)).extractedValue == "12]")
  }

  @Test(arguments: [
    ("[00", MaskFormatError.unclosedBlock(opening: "[", at: 0)),
    ("{.", .unclosedBlock(opening: "{", at: 0)),
    ("00]", .unexpectedClosing("]", at: 2)),
    ("[00}", .unexpectedClosing("}", at: 3)),
    ("[[00]0]", .nestedBlock(at: 1)),
    ("[0x]", .unknownNotation("x", at: 2)),
    (#"[\0]"#, .unknownNotation("0", at: 2)),
    ("[]", .emptyBlock(at: 0)),
    ("{}", .emptyBlock(at: 0)),
    (#"[00]\"#, .danglingEscape),
    ("[0…]]", .unexpectedClosing("]", at: 4)),
  ])
  func aMalformedFormatIsRefusedWithWhereAndWhy(format: String, error: MaskFormatError) {
    #expect(throws: error) { try Mask(format: format) }
    #expect(!Mask.isValid(format: format))
    #expect(!error.description.isEmpty)
  }

  @Test func customNotationsAcceptTheirSetAndMayNotClash() throws {
    let hex = Notation(
      character: "h", characterSet: CharacterSet(charactersIn: "0123456789abcdef"),
      isOptional: false)
    let colour = try Self.apply("#[hhhhhh]", "ff00aaz", notations: [hex])
    #expect(colour.formattedText.string == "#ff00aa")
    #expect(colour.complete)
    let optional = Notation(character: "o", characterSet: .decimalDigits, isOptional: true)
    #expect(try Self.apply("[0o]", "1", notations: [optional]).complete)
    for clash in ["0", "9", "A", "a", "_", "-", "…", "[", "}", "\\"] as [Character] {
      let notation = Notation(character: clash, characterSet: .letters, isOptional: false)
      #expect(throws: MaskFormatError.notationClash(clash)) {
        try Mask(format: "[0]", customNotations: [notation])
      }
    }
    #expect(throws: MaskFormatError.duplicateNotation("h")) {
      try Mask(format: "[h]", customNotations: [hex, hex])
    }
  }

  @Test func getOrCreateKeepsMasksByFormatAndNotations() throws {
    let first = try Mask.getOrCreate(withFormat: "[00]{/}[00]")
    #expect(try Mask.getOrCreate(withFormat: "[00]{/}[00]") === first)
    let digit = Notation(character: "d", characterSet: .decimalDigits, isOptional: false)
    let withNotation = try Mask.getOrCreate(withFormat: "[00]{/}[00]", customNotations: [digit])
    #expect(withNotation !== first)
    #expect(throws: MaskFormatError.self) { try Mask.getOrCreate(withFormat: "[00") }
  }

  /// input-mask's affinity: one per character that fits where it stands, less one per
  /// character inserted, per optional character passed over and per character dropped.
  @Test func affinityIsHowWellATextFitsTheFormat() throws {
    #expect(try Self.apply("[00].[00]", "1234").affinity == 3)
    #expect(try Self.apply("[00].[00]", "12.34").affinity == 5)
    // "1" fits, "." is dropped, "2" fits, "." is inserted before "3", "3" and "4" fit.
    #expect(try Self.apply("[00].[00]", "1.234").affinity == 2)
  }

  @Test func anyTextGivesAResult() throws {
    // 10,000 characters: the format takes what it can and drops the rest.
    let long = String(repeating: "9", count: 10_000)
    let phone = try Self.apply("+1 ([000]) [000]-[0000]", long)
    #expect(phone.formattedText.string == "+1 (999) 999-9999")
    #expect(try Self.apply("[0…]", long).extractedValue == long)
    // A letter with a combining mark is a letter; an emoji is neither letter nor digit.
    let mixed = try Self.apply("[______]", "e\u{301}👍🏽a1🇯🇵2")
    #expect(mixed.formattedText.string == "e\u{301}a12")
    // Right-to-left letters are letters, in the order typed.
    #expect(try Self.apply("[AAA]", "שלום").formattedText.string == "שלו")
    // A caret past the end (an index of a longer text) counts as the end.
    let short = "12"
    let longer = "123456"
    let result = try Mask(format: "[00]{.}[00]").apply(
      toText: CaretString(
        string: short, caretPosition: longer.endIndex, caretGravity: .forward(autocomplete: true)))
    #expect(result.formattedText.description == "12.|")
    // An empty format takes nothing.
    #expect(try Self.apply("", "abc").formattedText.string == "")
  }

  @Test func theTailPlaceholderIsWhatIsLeftToType() throws {
    #expect(try Self.apply("+1 ([000]) [000]-[0000]", "+1 (555").tailPlaceholder == ") 000-0000")
    #expect(try Self.apply("+1 ([000]) [000]-[0000]", "").tailPlaceholder == "+1 (000) 000-0000")
    #expect(try Self.apply("[00]", "12").tailPlaceholder == "")
  }
}
