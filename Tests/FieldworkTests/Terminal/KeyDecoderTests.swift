import FieldworkTerminal
import Testing

@Suite struct KeyDecoderTests {
  func decode(_ text: String) -> [KeyEvent] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(text.utf8)) + decoder.flush()
  }

  func keys(_ text: String) -> [Key] { decode(text).map(\.key) }

  @Test func printableUTF8ArrivesOneClusterAtATime() {
    #expect(
      keys("aé日👍🏽🇯🇵") == [
        .character("a"), .character("é"), .character("日"), .character("👍🏽"), .character("🇯🇵"),
      ])
    // A combining sequence in one read is one character.
    #expect(keys("e\u{301}") == [.character("e\u{301}")])
  }

  @Test func aCharacterSplitAcrossReadsWaitsForItsRest() {
    var decoder = KeyDecoder()
    let bytes = Array("日👍".utf8)
    var events: [KeyEvent] = []
    for byte in bytes { events += decoder.decode([byte]) }
    #expect(events.map(\.key) == [.character("日"), .character("👍")])
    #expect(!decoder.hasPendingInput)
  }

  @Test func controlKeys() {
    #expect(keys("\n\r\t\u{7F}\u{8}") == [.enter, .enter, .tab, .backspace, .backspace])
    #expect(keys("\r\n") == [.enter])  // CR LF is one return
    #expect(
      keys("\u{1}\u{5}\u{15}\u{17}\u{B}\u{3}") == [
        .control("a"), .control("e"), .control("u"), .control("w"), .control("k"), .control("c"),
      ])
  }

  @Test func csiAndSS3Sequences() {
    #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    #expect(keys("\u{1B}OA\u{1B}OH\u{1B}OF") == [.up, .home, .end])
    #expect(
      keys("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~") == [
        .home, .end, .home, .end, .home, .end,
      ])
    #expect(keys("\u{1B}[3~\u{1B}[5~\u{1B}[6~") == [.delete, .pageUp, .pageDown])
  }

  @Test func modifiers() {
    #expect(decode("\u{1B}[1;3D") == [KeyEvent(.left, modifiers: .alt)])
    #expect(decode("\u{1B}[1;5C") == [KeyEvent(.right, modifiers: .control)])
    #expect(decode("\u{1B}[1;2D") == [KeyEvent(.left, modifiers: .shift)])
    #expect(decode("\u{1B}[3;5~") == [KeyEvent(.delete, modifiers: .control)])
    #expect(decode("\u{1B}[Z") == [KeyEvent(.tab, modifiers: .shift)])
    #expect(
      decode("\u{1B}b\u{1B}f") == [
        KeyEvent(.character("b"), modifiers: .alt), KeyEvent(.character("f"), modifiers: .alt),
      ])
    #expect(decode("\u{1B}\u{7F}") == [KeyEvent(.backspace, modifiers: .alt)])
    #expect(decode("\u{1B}é") == [KeyEvent(.character("é"), modifiers: .alt)])
  }

  @Test func aLoneEscapeWaitsForTheTimeoutThenIsEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.flush() == [KeyEvent(.escape)])
    // …while an escape followed quickly by "[D" is Left.
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.decode(Array("[D".utf8)) == [KeyEvent(.left)])
  }

  @Test func aSequenceSplitAcrossReadsIsDecodedWhole() {
    var decoder = KeyDecoder()
    var events: [KeyEvent] = []
    for byte in Array("\u{1B}[1;3Dx".utf8) { events += decoder.decode([byte]) }
    #expect(events == [KeyEvent(.left, modifiers: .alt), KeyEvent(.character("x"))])
  }

  @Test func unknownSequencesAreIgnoredNeverTyped() {
    // F5, a mouse report for motion alone, a focus event, a kitty release event, an OSC-like
    // ESC ]… (kitty's key presses are keys: EnhancedKeysTests; clicks: MouseTests.)
    #expect(
      keys("\u{1B}[15~a\u{1B}[<35;10;5Mb\u{1B}[Ic\u{1B}[97;5:3ud") == [
        .character("a"), .character("b"), .character("c"), .character("d"),
      ])
    #expect(keys("\u{1B}OPz") == [.character("z")])
  }

  @Test func anOverlongSequenceIsDroppedAndMemoryStaysBounded() {
    var decoder = KeyDecoder()
    var events = decoder.decode(Array("\u{1B}[".utf8))
    for _ in 0..<10_000 { events += decoder.decode(Array("1;".utf8)) }
    events += decoder.decode(Array("Dq".utf8))
    // Nothing of the sequence is typed, its final byte included; what follows is.
    #expect(events == [KeyEvent(.character("q"))])
    #expect(!decoder.hasPendingInput)
  }

  @Test func c1ControlsAreNeverTypedEvenWithAlt() {
    // U+0097 and U+009B in UTF-8, alone and after Escape (found by the keys fuzzer).
    #expect(
      keys("a\u{97}b\u{1B}\u{97}c\u{1B}\u{9B}") == [
        .character("a"), .character("b"), .character("c"),
      ])
  }

  @Test func invalidUTF8IsDropped() {
    var decoder = KeyDecoder()
    let events = decoder.decode([0x61, 0xFF, 0xC3, 0x28, 0x80, 0x62]) + decoder.flush()
    #expect(events.map(\.key) == [.character("a"), .character("("), .character("b")])
  }

  @Test func bracketedPasteArrivesAsOnePaste() {
    #expect(
      keys("x\u{1B}[200~hello\r\nworld\u{1B}[201~y") == [
        .character("x"), .paste("hello\r\nworld"), .character("y"),
      ])
  }

  @Test func aPasteSplitAcrossReadsAndMarkersIsWhole() {
    var decoder = KeyDecoder()
    var events: [KeyEvent] = []
    for byte in Array("\u{1B}[200~ab\u{1B}[201~".utf8) { events += decoder.decode([byte]) }
    #expect(events == [KeyEvent(.paste("ab"))])
  }

  @Test func aPastedEndMarkerCannotEndThePasteAndInjectKeys() {
    // The pasted text is "safe\e[201~rm -rf ~\r": the terminal wraps it in markers.
    let input = "\u{1B}[200~safe\u{1B}[201~rm -rf ~\r\u{1B}[201~"
    let events = decode(input)
    #expect(events == [KeyEvent(.paste("safe\u{1B}[201~rm -rf ~\r"))])
    #expect(!events.contains(KeyEvent(.enter)))
  }

  @Test func aPasteKeepsItsFirstMegabyte() {
    var decoder = KeyDecoder()
    _ = decoder.decode(Array("\u{1B}[200~".utf8))
    let chunk = [UInt8](repeating: 0x61, count: 64 << 10)
    for _ in 0..<20 { _ = decoder.decode(chunk) }
    let events = decoder.decode(Array("\u{1B}[201~".utf8))
    guard case .paste(let text) = events.first?.key else {
      Issue.record("no paste")
      return
    }
    #expect(text.utf8.count == KeyDecoder.maximumPasteLength)
  }

  @Test func descriptionsNeverShowTypedOrPastedText() {
    #expect(KeyEvent(.character("p")).description == "character")
    #expect(KeyEvent(.paste("hunter2")).description == "paste(7 characters)")
    #expect(KeyEvent(.left, modifiers: .alt).description == "Alt-Left")
    #expect(KeyEvent(.control("w")).description == "Ctrl-W")
  }
}
