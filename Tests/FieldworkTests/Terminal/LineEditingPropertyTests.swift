import Fieldwork
import FieldworkTerminal
import FieldworkTesting
import Foundation
import Testing

/// Random keys, readline's included, into both line-editing widgets, with delegates that veto
/// and re-enter the control from their callbacks; the invariants are checked after every key.
/// With a polite delegate, Alt-R must also bring back the text the keys started from, as
/// readline's `revert-line` does, and redo must undo an undo. `TRACE_SEED=<n>` prints the
/// polite field's keys and text for one seed.
@MainActor @Suite struct LineEditingPropertyTests {
  static let keys: [[UInt8]] = {
    var keys: [[UInt8]] = ["a", "b", " ", "-", "_", "é", "中", "👍🏽", "e\u{301}"].map {
      Array($0.utf8)
    }
    keys += "aefbdkuwtyvx_".map { [$0.asciiValue! & 0x1F] }  // Ctrl-A … Ctrl-_
    keys += "fbdyulctr_23".map { [0x1B, $0.asciiValue!] }  // Alt-F … Alt-3
    keys += [[0x7F], [0x1B, 0x7F], [0x0D], Array("\u{1B}[D".utf8), Array("\u{1B}[C".utf8)]
    keys.append(Array("\u{1B}[200~pasted\ntext\u{1B}[201~".utf8))
    return keys
  }()

  /// Vetoes at random, and re-enters: sets the text, types, moves the selection.
  final class Meddler: HeadlessTextFieldDelegate, HeadlessTextViewDelegate {
    var generator: SeededGenerator
    let polite: Bool
    var depth = 0
    init(seed: UInt64, polite: Bool) {
      generator = SeededGenerator(seed: seed)
      self.polite = polite
    }
    func roll(_ sides: Int) -> Int { Int.random(in: 0..<sides, using: &generator) }

    func textField(
      _ textField: HeadlessTextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      guard !polite else { return true }
      meddle(
        set: { textField.text = $0 }, type: { textField.insertText($0) },
        select: { textField.select($0) }, length: textField.text.utf16.count)
      return roll(5) != 0
    }
    func textFieldDidChangeSelection(_ textField: HeadlessTextField) {
      guard !polite, roll(8) == 0 else { return }
      meddle(
        set: { textField.text = $0 }, type: { textField.insertText($0) },
        select: { textField.select($0) }, length: textField.text.utf16.count)
    }
    func textView(
      _ textView: HeadlessTextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      guard !polite else { return true }
      meddle(
        set: { textView.text = $0 }, type: { textView.insertText($0) },
        select: { textView.select($0) }, length: textView.text.utf16.count)
      return roll(5) != 0
    }
    func textViewDidChange(_ textView: HeadlessTextView) {
      guard !polite, roll(8) == 0 else { return }
      meddle(
        set: { textView.text = $0 }, type: { textView.insertText($0) },
        select: { textView.select($0) }, length: textView.text.utf16.count)
    }

    func meddle(
      set: (String) -> Void, type: (String) -> Void, select: (NSRange) -> Void, length: Int
    ) {
      guard depth < 3 else { return }
      depth += 1
      defer { depth -= 1 }
      switch roll(6) {
      case 0: set(["", "x", "re-entered é", "中文"][roll(4)])
      case 1: type(["z", "ö", "👍"][roll(3)])
      case 2: select(NSRange(location: roll(length + 2), length: roll(3)))
      default: break
      }
    }
  }

  func check(_ text: String, _ selection: NSRange, _ range: (NSRange) throws -> Void) {
    #expect(selection.location >= 0 && selection.location + selection.length <= text.utf16.count)
    #expect((try? range(selection)) != nil, "the selection splits a character")
  }

  @Test(arguments: [false, true]) func theFieldKeepsItsInvariants(polite: Bool) {
    for seed in UInt64(1)...150 {
      let field = HeadlessTextField()
      let delegate = Meddler(seed: seed, polite: polite)
      field.delegate = delegate
      field.tap()
      let widget = TextFieldWidget(field)
      widget.killRing = KillRing()
      var decoder = KeyDecoder()
      var generator = SeededGenerator(seed: seed &* 7919)
      for _ in 0..<60 {
        let key = Self.keys[Int.random(in: 0..<Self.keys.count, using: &generator)]
        for event in decoder.decode(key) + decoder.flush() { widget.handle(event) }
        if polite, ProcessInfo.processInfo.environment["TRACE_SEED"] == "\(seed)" {
          print("key \(key) -> \(field.text.debugDescription) \(field.selectedRange)")
        }
        check(field.text, field.selectedRange) { _ = try field.textRange(from: $0) }
      }
      guard polite else { continue }
      // Complete what the last key began (Ctrl-V, Ctrl-X, an argument).
      widget.handle(KeyEvent(.control("f")))
      widget.handle(KeyEvent(.control("f")))
      // Undo and redo: back and forth to the same text (after a key that empties the redo
      // list).
      widget.handle(KeyEvent(.character("q")))
      let text = field.text
      widget.handle(KeyEvent(.control("_")))
      widget.handle(KeyEvent(.character("_"), modifiers: .alt))
      #expect(field.text == text, "seed \(seed): redo did not undo the undo")
      widget.handle(KeyEvent(.character("r"), modifiers: .alt))
      #expect(field.text.isEmpty, "seed \(seed): Alt-R left \(field.text.debugDescription)")
    }
  }

  @Test(arguments: [false, true]) func theTextAreaKeepsItsInvariants(polite: Bool) {
    for seed in UInt64(1)...150 {
      let view = HeadlessTextView()
      let delegate = Meddler(seed: seed, polite: polite)
      view.delegate = delegate
      view.text = "first line\nsecond"
      view.tap()
      let widget = TextAreaWidget(view)
      widget.killRing = KillRing()
      var decoder = KeyDecoder()
      var generator = SeededGenerator(seed: seed &* 104_729)
      for _ in 0..<60 {
        let key = Self.keys[Int.random(in: 0..<Self.keys.count, using: &generator)]
        for event in decoder.decode(key) + decoder.flush() { widget.handle(event) }
        check(view.text, view.selectedRange) { _ = try view.textRange(from: $0) }
      }
      guard polite else { continue }
      widget.handle(KeyEvent(.control("f")))
      widget.handle(KeyEvent(.control("f")))
      widget.handle(KeyEvent(.character("r"), modifiers: .alt))
      #expect(
        view.text == "first line\nsecond", "seed \(seed): Alt-R left \(view.text.debugDescription)")
    }
  }
}
