import Fieldwork
import FieldworkTerminal
import FieldworkTerminalTesting
import FieldworkTesting
import Foundation
import Testing

/// The shell's line-editing keys in a ``TextFieldWidget``, sent as the bytes a terminal sends:
/// kill and yank, undo and redo, Ctrl-F/B/D, Ctrl-T.
@MainActor @Suite struct LineEditingTests {
  func editing(_ text: String = "", secure: Bool = false) -> (
    HeadlessTextField, TerminalHarness<FieldScreen>, KillRing
  ) {
    FieldScreen.editing(text, secure: secure)
  }

  static let ctrlK: [UInt8] = [0x0B]
  static let ctrlU: [UInt8] = [0x15]
  static let ctrlW: [UInt8] = [0x17]
  static let ctrlY: [UInt8] = [0x19]
  static let altY: [UInt8] = [0x1B, 0x79]
  static let altD: [UInt8] = [0x1B, 0x64]
  static let ctrlUnderscore: [UInt8] = [0x1F]
  static let altUnderscore: [UInt8] = [0x1B, 0x5F]

  @Test func ctrlUnderscoreDecodesAsUndo() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1F]) == [KeyEvent(.control("_"))])
  }

  @Test func ctrlKKillsToTheEndAndCtrlYYanksItBack() {
    let (field, harness, ring) = editing("hello world")
    harness.send(bytes: [0x01])  // Ctrl-A
    harness.send(bytes: [0x1B, 0x66])  // Alt-F: after "hello"
    harness.send(bytes: Self.ctrlK)
    #expect(field.text == "hello")
    #expect(ring.entries == [" world"])
    harness.send(bytes: [0x01])
    harness.send(bytes: Self.ctrlY)
    #expect(field.text == " worldhello")
    #expect(field.selectedRange == NSRange(location: 6, length: 0))
  }

  @Test func consecutiveKillsJoinInTheOrderOfTheText() {
    let (field, harness, ring) = editing("one two three")
    harness.send(bytes: Self.ctrlW)
    harness.send(bytes: Self.ctrlW)
    #expect(field.text == "one ")
    #expect(ring.entries == ["two three"])
    // A movement ends the run: the next kill is an entry of its own.
    harness.send(.left)
    harness.send(bytes: Self.ctrlU)
    #expect(field.text == " ")
    #expect(ring.entries == ["two three", "one"])
    // Forward kills join after: Alt-D twice from the start of "a b c".
    let (other, otherHarness, otherRing) = editing("a b c")
    otherHarness.send(bytes: [0x01])
    otherHarness.send(bytes: Self.altD)
    otherHarness.send(bytes: Self.altD)
    #expect(other.text == " c")
    #expect(otherRing.entries == ["a b"])
  }

  @Test func altYRightAfterAYankShowsTheKillBeforeIt() {
    let (field, harness, ring) = editing("first second")
    harness.send(bytes: Self.ctrlW)  // kills "second"
    harness.send(.left)
    harness.send(bytes: Self.ctrlW)  // kills "first" (a separate entry)
    #expect(ring.entries == ["second", "first"])
    #expect(field.text == " ")
    harness.send(bytes: Self.ctrlY)
    #expect(field.text == "first ")
    harness.send(bytes: Self.altY)
    #expect(field.text == "second ")
    harness.send(bytes: Self.altY)
    #expect(field.text == "first ")
    // Not right after a yank: Alt-Y does nothing.
    harness.send(.right)
    harness.send(bytes: Self.altY)
    #expect(field.text == "first ")
  }

  @Test func undoAndRedoKeysFollowTheFieldsGrouping() {
    let (field, harness, _) = editing()
    harness.type("abc")
    harness.send(.paste("XYZ"))
    harness.send(bytes: Self.ctrlUnderscore)
    #expect(field.text == "abc")
    harness.send(bytes: [0x1A])  // Ctrl-Z: undo too
    #expect(field.text == "")
    harness.send(bytes: Self.altUnderscore)
    #expect(field.text == "abc")
    harness.send(bytes: Self.altUnderscore)
    #expect(field.text == "abcXYZ")
    // A kill is one step of its own.
    harness.send(bytes: Self.ctrlW)
    #expect(field.text == "")
    harness.send(bytes: Self.ctrlUnderscore)
    #expect(field.text == "abcXYZ")
  }

  @Test func ctrlFBDMoveAndDeleteByCharacter() {
    let (field, harness, _) = editing("ae\u{301}👍🏽z")
    harness.send(bytes: [0x01])  // Ctrl-A
    harness.send(bytes: [0x06])  // Ctrl-F: after "a"
    harness.send(bytes: [0x04])  // Ctrl-D: the whole "é" cluster
    #expect(field.text == "a👍🏽z")
    harness.send(bytes: [0x06])
    harness.send(bytes: [0x02])  // Ctrl-B: back before the emoji
    harness.send(bytes: [0x04])
    #expect(field.text == "az")
  }

  @Test func ctrlTSwapsTheCharactersAroundTheCaret() {
    let (field, harness, _) = editing("abc")
    harness.send(bytes: [0x14])  // at the end: the last two
    #expect(field.text == "acb")
    harness.send(bytes: [0x01])
    harness.send(bytes: [0x06])  // after "a"
    harness.send(bytes: [0x14])
    #expect(field.text == "cab")
    #expect(field.selectedRange == NSRange(location: 2, length: 0))
  }

  @Test func aSecureFieldsKillsDeleteWithoutKeepingTheText() {
    let (field, harness, ring) = editing("hunter2 pw", secure: true)
    harness.send(bytes: Self.ctrlW)
    harness.send(bytes: Self.ctrlU)
    #expect(field.text.isEmpty)
    #expect(ring.entries.isEmpty)
    harness.send(bytes: Self.ctrlY)  // nothing to yank
    #expect(field.text.isEmpty)
    harness.send(bytes: [0x14])  // Ctrl-T rearranges no secret
    #expect(!harness.lastOutput.contains("hunter"))
  }

  @Test func aKillTheDelegateRefusesKeepsTheTextAndKillsNothing() {
    let (field, harness, ring) = editing("keep me")
    let delegate = RefusingDelegate()
    field.delegate = delegate
    harness.send(bytes: Self.ctrlU)
    #expect(field.text == "keep me")
    #expect(ring.entries.isEmpty)
  }

  @MainActor final class RefusingDelegate: HeadlessTextFieldDelegate {
    func textField(
      _ textField: HeadlessTextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool { false }
  }
}

/// ``ListWidget/SelectionPolicy`` through ``ListWidget/rowsChanged(count:selectedItemRow:)``.
@MainActor @Suite struct ListSelectionPolicyTests {
  @Test func eachPolicyMovesTheSelectionItsWay() {
    let list = ListWidget()
    list.selection = 5
    list.selectionPolicy = .top
    list.rowsChanged(count: 10, selectedItemRow: 7)
    #expect(list.selection == 0)
    list.selection = 5
    list.selectionPolicy = .keepIndex
    list.rowsChanged(count: 3, selectedItemRow: 1)
    #expect(list.selection == 2)  // clamped
    list.selection = 2
    list.selectionPolicy = .keepItem
    list.rowsChanged(count: 10, selectedItemRow: 7)
    #expect(list.selection == 7)
    list.rowsChanged(count: 10, selectedItemRow: nil)  // gone: the first row
    #expect(list.selection == 0)
    list.rowsChanged(count: 0, selectedItemRow: nil)
    #expect(list.selection == nil)
    list.rowsChanged(count: 10, selectedItemRow: 3)  // no selection stays none
    #expect(list.selection == nil)
  }

  @Test func hitsFindTheRowOfAnElementInIndexOrderAndInFuzzyOrder() {
    let words = (0..<500).map { "item \($0)" }
    let results = SearchResults(SearchIndex(words, by: \.self), query: "7")
    let positions = results.hits.positions
    for (row, position) in positions.enumerated().prefix(40) {
      #expect(results.hits.offset(ofPosition: position) == row)
    }
    #expect(results.hits.offset(ofPosition: 0) == nil)  // "item 0" holds no 7
    results.mode = .fuzzy
    let fuzzy = results.hits.positions
    #expect(fuzzy != fuzzy.sorted())  // ranked, not in index order
    for (row, position) in fuzzy.enumerated().prefix(40) {
      #expect(results.hits.offset(ofPosition: position) == row)
    }
  }
}
