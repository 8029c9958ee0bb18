import FieldworkTerminal
import Testing

@Suite struct DisplayWidthTests {
  @Test func widthsFollowClustersAndEastAsianWidth() {
    #expect(DisplayWidth.of("abc") == 3)
    #expect(DisplayWidth.of("é") == 1)
    #expect(DisplayWidth.of("e\u{301}") == 1)  // a mark adds nothing
    #expect(DisplayWidth.of("日本") == 4)
    #expect(DisplayWidth.of("한국") == 4)
    #expect(DisplayWidth.of("ｶﾀｶﾅ") == 4)  // halfwidth katakana is narrow
    #expect(DisplayWidth.of("ＡＢ") == 4)  // fullwidth Latin is wide
    #expect(DisplayWidth.of("😀") == 2)
    #expect(DisplayWidth.of("👍🏽") == 2)
    #expect(DisplayWidth.of("🇯🇵") == 2)
    #expect(DisplayWidth.of("👨‍👩‍👧") == 2)
    #expect(DisplayWidth.of("❤️") == 2)  // emoji presentation asked for with U+FE0F
    #expect(DisplayWidth.of("❤") == 1)  // text presentation
    #expect(DisplayWidth.of("\u{1B}") == 0)
  }
}

@Suite struct VisibleTextTests {
  @Test func controlsBecomeCaretNotation() {
    #expect(VisibleText.escaping("a\u{1B}]2;pwned\u{7}b") == "a^[]2;pwned^Gb")
    #expect(VisibleText.escaping("\u{1B}[2J") == "^[[2J")
    #expect(VisibleText.escaping("tab\there\u{7F}") == "tab^Ihere^?")
    #expect(VisibleText.escaping("c1\u{9B}31m") == "c1<U+009B>31m")
  }

  @Test func directionOverridesAndIsolatesAreShown() {
    #expect(VisibleText.escaping("abc\u{202E}fed") == "abc<U+202E>fed")
    #expect(VisibleText.escaping("\u{2066}x\u{2069}") == "<U+2066>x<U+2069>")
    #expect(!VisibleText.isSafe("\u{200F}"))
    #expect(VisibleText.isSafe("Zoë 日本 👍🏽"))
  }

  @Test func aDetachedMarkIsDrawnOnADottedCircle() {
    #expect(VisibleText.escaping("\u{301}") == "\u{25CC}\u{301}")
  }

  @Test func partsMarkWhatWasEscaped() {
    let parts = VisibleText.parts(of: "a\u{1B}b")
    #expect(
      parts == [
        .init(text: "a", isEscaped: false), .init(text: "^[", isEscaped: true),
        .init(text: "b", isEscaped: false),
      ])
  }
}
