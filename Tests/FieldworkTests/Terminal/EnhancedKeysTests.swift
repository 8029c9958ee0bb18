import FieldworkTerminal
import Testing

/// The kitty keyboard protocol (`CSI code ; modifiers u`) and xterm's modifyOtherKeys
/// (`CSI 27 ; modifiers ; code ~`): the keys the legacy encoding cannot tell apart.
@Suite struct EnhancedKeysTests {
  func decode(_ text: String) -> [KeyEvent] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(text.utf8)) + decoder.flush()
  }

  @Test func kittyReportsEnterTabAndLettersWithTheirModifiers() {
    #expect(decode("\u{1B}[13;2u") == [KeyEvent(.enter, modifiers: .shift)])
    #expect(decode("\u{1B}[13;5u") == [KeyEvent(.enter, modifiers: .control)])
    #expect(decode("\u{1B}[9u") == [KeyEvent(.tab)])
    #expect(decode("\u{1B}[105;5u") == [KeyEvent(.control("i"))])  // Ctrl-I, not Tab
    #expect(decode("\u{1B}[99;5u") == [KeyEvent(.control("c"))])  // still quits a session
    #expect(decode("\u{1B}[27u") == [KeyEvent(.escape)])
    #expect(decode("\u{1B}[127;3u") == [KeyEvent(.backspace, modifiers: .alt)])
    #expect(decode("\u{1B}[97;3u") == [KeyEvent(.character("a"), modifiers: .alt)])
    #expect(decode("\u{1B}[97;2u") == [KeyEvent(.character("A"))])
    #expect(decode("\u{1B}[47;5u") == [KeyEvent(.control("_"))])  // Ctrl-/ undoes
    #expect(decode("\u{1B}[97;7u") == [KeyEvent(.control("a"), modifiers: .alt)])
    #expect(decode("\u{1B}[233u") == [KeyEvent(.character("é"))])
    #expect(decode("\u{1B}[49;5u") == [KeyEvent(.character("1"), modifiers: .control)])
  }

  @Test func kittySubParametersReleasesAndFunctionalKeys() {
    // `code:shifted` and `modifiers:event`: a press is kept, a release dropped.
    #expect(decode("\u{1B}[97:65;2:1u") == [KeyEvent(.character("A"))])
    #expect(decode("\u{1B}[97;1:3u").isEmpty)
    #expect(decode("\u{1B}[57414;5u") == [KeyEvent(.enter, modifiers: .control)])  // keypad
    #expect(decode("\u{1B}[57376u").isEmpty)  // F13: a private-use code, not handled
    // Followed by text: the report ends where its final byte is.
    #expect(
      decode("\u{1B}[13;2ux") == [KeyEvent(.enter, modifiers: .shift), KeyEvent(.character("x"))])
  }

  @Test func modifyOtherKeysReportsTheSameKeys() {
    #expect(decode("\u{1B}[27;5;13~") == [KeyEvent(.enter, modifiers: .control)])
    #expect(decode("\u{1B}[27;2;13~") == [KeyEvent(.enter, modifiers: .shift)])
    #expect(decode("\u{1B}[27;5;105~") == [KeyEvent(.control("i"))])
    #expect(decode("\u{1B}[27;5;9~") == [KeyEvent(.tab, modifiers: .control)])
    // The legacy keys are as before.
    #expect(decode("\u{1B}[3~") == [KeyEvent(.delete)])
    #expect(decode("\u{1B}[5;5~") == [KeyEvent(.pageUp, modifiers: .control)])
  }

  @Test func hostileReportsDecodeToNothingHarmful() {
    // Controls, C1 and surrogates are no characters; huge numbers are clamped away.
    #expect(decode("\u{1B}[7u").isEmpty)
    #expect(decode("\u{1B}[155u").isEmpty)
    #expect(decode("\u{1B}[55296u").isEmpty)
    #expect(decode("\u{1B}[99999999999u").isEmpty)
    #expect(decode("\u{1B}[27;5;7~").isEmpty)
  }
}
