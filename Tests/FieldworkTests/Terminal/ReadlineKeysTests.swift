import Fieldwork
import FieldworkTerminal
import FieldworkTerminalTesting
import FieldworkTesting
import Foundation
import Testing

/// readline's keys in a ``TextFieldWidget``, one by one, sent as the bytes a terminal sends:
/// what bash does with the same keys (the differential test checks them at random).
@MainActor @Suite struct ReadlineKeysTests {
  func editing(_ text: String = "", secure: Bool = false) -> (
    HeadlessTextField, TerminalHarness<FieldScreen>, KillRing
  ) {
    FieldScreen.editing(text, secure: secure)
  }

  static func alt(_ character: Character) -> [UInt8] { [0x1B, character.asciiValue!] }
  static func control(_ letter: Character) -> [UInt8] { [letter.asciiValue! & 0x1F] }
  static let undo: [UInt8] = [0x1F]
  static let backspace: [UInt8] = [0x7F]

  func caret(_ field: HeadlessTextField) -> NSRange { field.selectedRange }

  // MARK: The three differences the issue found

  @Test func undoLeavesTheCaretAfterTheRestoredTextWithNothingSelected() {
    let (field, harness, _) = editing()
    harness.type("w")
    harness.send(bytes: Self.control("w"))
    harness.send(bytes: Self.undo)
    #expect(field.text == "w" && caret(field) == NSRange(location: 1, length: 0))
    harness.type("h")
    #expect(field.text == "wh")  // bash: wh (the old field gave h)
    let (other, second, _) = editing()
    second.type("q")
    second.send(bytes: Self.control("w"))
    second.send(bytes: Self.undo)
    second.send(bytes: Self.control("y"))
    #expect(other.text == "qq")
  }

  @Test func undoingAnInsertionLeavesTheCaretWhereItStarted() {
    let (field, harness, _) = editing("one ")
    harness.type("two")
    harness.send(bytes: Self.control("a"))
    harness.send(bytes: Self.undo)
    #expect(field.text == "one " && caret(field) == NSRange(location: 4, length: 0))
  }

  @Test func ctrlWKillsBackToWhitespaceAndAltBackspaceToPunctuation() {
    let (field, harness, ring) = editing("echo foo-bar")
    harness.send(bytes: Self.control("w"))
    #expect(field.text == "echo " && ring.entries == ["foo-bar"])
    let (other, second, _) = editing("echo foo-bar")
    second.send(bytes: [0x1B, 0x7F])
    #expect(other.text == "echo foo-")
  }

  @Test func underscoreSeparatesWords() {
    let (field, harness, _) = editing("_k")
    harness.send(bytes: Self.alt("b"))
    #expect(caret(field).location == 1)
    harness.send(bytes: Self.control("e"))
    harness.send(bytes: [0x1B, 0x7F])
    #expect(field.text == "_")
  }

  @Test func typingJoinsInStepsOfTwentyBytesAndAnAccentStartsAStep() {
    let (field, harness, _) = editing()
    harness.type(String(repeating: "a", count: 25))
    harness.send(bytes: Self.undo)
    #expect(field.text == String(repeating: "a", count: 20))
    harness.send(bytes: Self.undo)
    #expect(field.text.isEmpty)
    // é is two bytes: a step of its own, which the one-byte characters after it join.
    harness.type("abéc")
    harness.send(bytes: Self.undo)
    #expect(field.text == "ab")
  }

  // MARK: The keys added

  @Test func altUAltLAndAltCChangeTheWordAfterTheCaret() {
    let (field, harness, _) = editing("hello wide world")
    harness.send(bytes: Self.control("a"))
    harness.send(bytes: Self.alt("u"))
    #expect(field.text == "HELLO wide world" && caret(field).location == 5)
    harness.send(bytes: Self.alt("c"))
    #expect(field.text == "HELLO Wide world" && caret(field).location == 10)
    harness.send(bytes: Self.control("a"))
    harness.send(bytes: Self.alt("l"))
    #expect(field.text == "hello Wide world")
    harness.send(bytes: Self.undo)
    #expect(field.text == "HELLO Wide world" && caret(field) == NSRange(location: 5, length: 0))
  }

  @Test func caseChangesMapOneLetterToOneAsReadlineDoes() {
    let (field, harness, _) = editing("élan straße")
    harness.send(bytes: Self.control("a"))
    harness.send(bytes: Self.alt("c"))
    harness.send(bytes: Self.alt("u"))
    #expect(field.text == "Élan STRAßE")
  }

  @Test func altTSwapsTheWordsAroundTheCaret() {
    let (field, harness, _) = editing("one two")
    harness.send(bytes: Self.alt("t"))
    #expect(field.text == "two one" && caret(field).location == 7)
    harness.send(bytes: Self.undo)
    #expect(field.text == "one two" && caret(field).location == 7)
    let (single, other, _) = editing("alone")
    other.send(bytes: Self.alt("t"))
    #expect(single.text == "alone")
  }

  @Test func ctrlTWithACountDragsTheCharacterForward() {
    let (field, harness, _) = editing("abcd")
    harness.send(bytes: Self.control("a"))
    harness.send(bytes: Self.control("f"))
    harness.send(bytes: Self.alt("2"))
    harness.send(bytes: Self.control("t"))
    #expect(field.text == "bcad" && caret(field).location == 3)
  }

  @Test func ctrlXCtrlUUndoesAndAltRRevertsEverything() {
    let (field, harness, _) = editing()
    harness.type("one two")
    harness.send(bytes: Self.control("w"))
    harness.send(bytes: Self.control("x") + Self.control("u"))
    #expect(field.text == "one two")
    harness.send(bytes: Self.control("u"))
    harness.type("three")
    harness.send(bytes: Self.alt("r"))
    #expect(field.text.isEmpty && caret(field).location == 0)
  }

  @Test func ctrlVInsertsTheNextKeyAsItIs() {
    let (field, harness, _) = editing()
    harness.send(bytes: Self.control("v") + Self.control("a"))
    harness.send(bytes: Self.alt("3"))
    harness.send(bytes: Self.control("v") + Self.control("w"))
    #expect(field.text == "\u{1}\u{17}\u{17}\u{17}")
    // Drawn visibly, never as raw control characters.
    #expect(harness.terminal.line(0).hasPrefix("[^A^W^W^W"))
  }

  @Test func numericArgumentsRepeatTheNextKey() {
    let (field, harness, ring) = editing("a b c d e")
    harness.send(bytes: Self.control("a"))
    harness.send(bytes: Self.alt("3"))
    #expect(harness.screen.widget.numericArgument == 3)
    harness.send(bytes: Self.alt("d"))
    #expect(field.text == " d e" && ring.entries == ["a b c"])
    harness.send(bytes: Self.alt("1"))
    harness.type("2x")  // a digit after Alt-1 goes on with the argument
    #expect(field.text.hasPrefix(String(repeating: "x", count: 12)))
    harness.send(bytes: Self.undo)
    #expect(field.text == " d e")
  }

  @Test func anArgumentPastAMillionIsDropped() {
    let (field, harness, _) = editing()
    for _ in 0..<6 { harness.send(bytes: Self.alt("9")) }
    #expect(harness.screen.widget.numericArgument == 999_999)
    harness.send(bytes: Self.alt("9"))
    #expect(harness.screen.widget.numericArgument == nil)
    harness.type("x")
    #expect(field.text == "x")
  }

  @Test func anExplicitArgumentMakesBackspaceAndCtrlDKill() {
    let (field, harness, ring) = editing("abcdef")
    harness.send(bytes: Self.alt("2"))
    harness.send(bytes: Self.backspace)
    #expect(field.text == "abcd" && ring.entries == ["ef"])
    harness.send(bytes: Self.control("a"))
    harness.send(bytes: Self.alt("1"))
    harness.send(bytes: Self.control("d"))
    #expect(field.text == "bcd" && ring.entries == ["ef", "a"])
  }

  @Test func ctrlYYanksTheEntryAltYLastShowed() {
    let (field, harness, ring) = editing("one two")
    harness.send(bytes: Self.control("w"))
    harness.send(bytes: Self.control("w"))
    harness.type("x ")
    harness.send(bytes: Self.control("w"))  // "x " is whitespace-led: kills "x "
    #expect(ring.entries == ["one two", "x "])
    harness.send(bytes: Self.control("y"))
    harness.send(bytes: Self.alt("y"))
    #expect(field.text == "one two")
    // readline yanks where Alt-Y left the ring, not the newest.
    harness.send(bytes: Self.control("y"))
    #expect(field.text == "one twoone two")
    // Alt-Y made two undo steps: the undo takes out the second yank, then the first.
    harness.send(bytes: Self.undo)
    harness.send(bytes: Self.undo)
    #expect(field.text.isEmpty)
    harness.send(bytes: Self.undo)
    #expect(field.text == "x ")
  }

  @Test func anUnboundSequenceIsSwallowedWhole() {
    let (field, harness, _) = editing("abc")
    harness.send(bytes: Self.control("x"))
    harness.type("q")
    #expect(field.text == "abc")
    harness.type("z")
    #expect(field.text == "abcz")
  }

  // MARK: Undo and the outside world

  @Test func aChangeByTheProgramStartsTheUndoListAfresh() {
    let (field, harness, _) = editing()
    harness.type("typed")
    field.text = "set by the app"
    harness.send(bytes: Self.undo)
    #expect(field.text == "set by the app")
    harness.type("!")
    harness.send(bytes: Self.undo)
    #expect(field.text == "set by the app")
  }

  @Test func aDelegateThatRefusesTheUndoKeepsTheTextAndTheList() {
    final class Refuser: HeadlessTextFieldDelegate {
      var refuses = false
      var asked = 0
      func textField(
        _ textField: HeadlessTextField, shouldChangeCharactersIn range: NSRange,
        replacementString string: String
      ) -> Bool {
        asked += 1
        return !refuses
      }
    }
    let (field, harness, _) = editing()
    let delegate = Refuser()
    field.delegate = delegate
    harness.type("abc")
    delegate.refuses = true
    harness.send(bytes: Self.undo)
    #expect(field.text == "abc" && delegate.asked == 4)
    delegate.refuses = false
    harness.send(bytes: Self.undo)
    #expect(field.text == "abc")  // the refused undo forgot the list, as a changed text does
    harness.type("d")
    harness.send(bytes: Self.undo)
    #expect(field.text == "abc")
  }

  @Test func aSecureFieldKeepsNoUndoListAndChangesNoCase() {
    let (field, harness, _) = editing(secure: true)
    harness.type("hunter2")
    harness.send(bytes: Self.control("a"))
    for key in [Self.alt("u"), Self.alt("c"), Self.alt("t"), Self.control("t"), Self.undo] {
      harness.send(bytes: key)
    }
    #expect(field.text == "hunter2")
    harness.send(bytes: Self.alt("r"))
    #expect(field.text == "hunter2")
    harness.send(bytes: Self.control("v") + Self.control("a"))
    #expect(field.text == "\u{1}hunter2")
  }

  // MARK: The key map and its help

  @Test func theKeyMapBindsSequencesAndKnowsTheirPrefixes() {
    var map = KeyMap<TextFieldWidget.Action>()
    let ctrlX = KeyEvent(.control("x"))
    map[sequence: [ctrlX, KeyEvent(.control("u"))]] = .undo
    map[sequence: [ctrlX, KeyEvent(.control("k"))]] = .killToEnd
    map[KeyEvent(.control("z"))] = .undo
    #expect(map.isPrefix([ctrlX]) && !map.isPrefix([KeyEvent(.control("z"))]))
    #expect(map.keys(for: .undo) == [KeyEvent(.control("z"))])
    #expect(map.sequences(for: .undo).count == 2)
    #expect(map.help([(.undo, "undo")]) == "Ctrl-X Ctrl-U/Ctrl-Z undo")
    map[sequence: [ctrlX, KeyEvent(.control("u"))]] = nil
    #expect(map.isPrefix([ctrlX]))
    map[sequence: [ctrlX, KeyEvent(.control("k"))]] = nil
    #expect(!map.isPrefix([ctrlX]))
    map[sequence: []] = .undo
    #expect(map[sequence: []] == nil)
  }

  @Test func theHelpNamesTheNewKeys() {
    let field = TextFieldWidget.lineEditing
    #expect(
      field.help([(.undo, "undo")], keysPerAction: 3) == "Ctrl-_/Ctrl-Z/Ctrl-X Ctrl-U undo")
    #expect(
      field.help([
        (.upcaseWord, "upcase"), (.transposeWords, "swap words"), (.quotedInsert, "quote"),
      ])
        == "Alt-U upcase · Alt-T swap words · Ctrl-V quote")
    #expect(field.keys(for: .numericArgument).map(\.name).first == "Alt-0")
    #expect(field[sequence: [KeyEvent(.control("x")), KeyEvent(.control("e"))]] == nil)
    #expect(
      TextAreaWidget.lineEditing.help([(.editInEditor, "editor"), (.revertLine, "revert")])
        == "Ctrl-X Ctrl-E editor · Alt-R revert")
  }
}
