import FieldworkMacroSupport
import Testing

@Suite struct SwiftLexerTests {
  func texts(_ source: String) throws -> [String] {
    try SwiftLexer.tokenize(source).map(\.text)
  }

  @Test func namesAttributesAndPunctuation() throws {
    #expect(
      try texts("#Preview(\"A\", traits: .landscapeLeft) { @Previewable @State var x = 0 }") == [
        "#Preview", "(", "\"A\"", ",", "traits", ":", ".", "landscapeLeft", ")", "{",
        "@Previewable", "@State", "var", "x", "=", "0", "}",
      ])
    let kinds = try SwiftLexer.tokenize("#if $0 `class` 1.5 -> ;").map(\.kind)
    #expect(kinds == [.poundName, .identifier, .identifier, .number, .operator, .punctuation])
  }

  @Test(arguments: [
    ("\"a \\\" b\" x", ["\"a \\\" b\"", "x"]),
    ("\"\\(f(\"}\")) {\" y", ["\"\\(f(\"}\")) {\"", "y"]),
    ("#\"raw \" still\"# z", ["#\"raw \" still\"#", "z"]),
    ("#\"\\#(a) \\(b)\"# w", ["#\"\\#(a) \\(b)\"#", "w"]),
    ("\"\"\"\n  { \"\n  \"\"\" v", ["\"\"\"\n  { \"\n  \"\"\"", "v"]),
    ("\"é👩‍👩‍👧\" u", ["\"é👩‍👩‍👧\"", "u"]),
  ])
  func stringLiteralsHideTheirBrackets(source: String, expected: [String]) throws {
    #expect(try texts(source) == expected)
  }

  @Test func commentsAreSkippedAndLineBreaksKept() throws {
    let tokens = try SwiftLexer.tokenize("a // { comment\n/* { /* nested */ } */ b\nc")
    #expect(tokens.map(\.text) == ["a", "b", "c"])
    #expect(tokens.map(\.followsNewline) == [false, true, true])
  }

  @Test func offsetsAreUTF8() throws {
    let tokens = try SwiftLexer.tokenize("\"é\" x")
    #expect(tokens.map(\.range) == [0..<4, 5..<6])
  }

  @Test(arguments: [
    ("\"never ends", 0, "a string literal that never ends"),
    ("a /* never", 2, "a /* comment that never ends"),
    ("x \"\"\"\nopen", 2, "a string literal that never ends"),
    ("\"line\nbreak\"", 0, "a string literal that never ends"),
    ("\"\\(a\"", 4, "a string literal that never ends"),  // the inner one
  ])
  func unterminatedTextIsAnErrorAtItsStart(source: String, offset: Int, reason: String) {
    #expect(throws: SwiftLexError(offset: offset, reason: reason)) {
      try SwiftLexer.tokenize(source)
    }
  }

  @Test func emptyAndHugeSources() throws {
    #expect(try SwiftLexer.tokenize("").isEmpty)
    #expect(try SwiftLexer.tokenize("  \n\t").isEmpty)
    let huge = String(repeating: "Text(\"a\") ", count: 20_000)
    #expect(try SwiftLexer.tokenize(huge).count == 80_000)
  }
}
