import Fieldwork
import Foundation

// The parts of readline's emacs mode both text widgets share: its words, its case changes,
// its undo list, and the keys that wait for more (numeric arguments, Ctrl-X, Ctrl-V).

extension Character {
  /// A character of a readline word: a letter or a digit. Punctuation, `_` and spaces
  /// separate words, so Alt-B in `foo_bar` stops after the `_`.
  var isReadlineWordCharacter: Bool { isLetter || isNumber }
  /// What Ctrl-W (`unix-word-rubout`) stops at: a space or a tab, and in a text area a line
  /// break.
  var isReadlineWhitespace: Bool { self == " " || self == "\t" || isNewline }
}

extension TextBuffer {
  /// Where `count` readline words forward from `offset` end (`forward-word`): past any
  /// non-word characters, then past the word.
  func readlineWordEnd(after offset: Int, count: Int = 1) -> Int {
    var position = index(at: offset)
    for _ in 0..<max(count, 1) {
      while position < text.endIndex, !text[position].isReadlineWordCharacter {
        position = text.index(after: position)
      }
      while position < text.endIndex, text[position].isReadlineWordCharacter {
        position = text.index(after: position)
      }
    }
    return self.offset(of: position)
  }

  /// Where `count` readline words back from `offset` start (`backward-word`).
  func readlineWordStart(before offset: Int, count: Int = 1) -> Int {
    backward(from: offset, count: count) { $0.isReadlineWordCharacter }
  }

  /// Where Ctrl-W stops, `count` times: back over whitespace, then over everything else.
  func whitespaceWordStart(before offset: Int, count: Int = 1) -> Int {
    backward(from: offset, count: count) { !$0.isReadlineWhitespace }
  }

  private func backward(from offset: Int, count: Int, inWord: (Character) -> Bool) -> Int {
    var position = index(at: offset)
    for _ in 0..<max(count, 1) {
      while position > text.startIndex, !inWord(text[text.index(before: position)]) {
        position = text.index(before: position)
      }
      while position > text.startIndex, inWord(text[text.index(before: position)]) {
        position = text.index(before: position)
      }
    }
    return self.offset(of: position)
  }

  /// The offset `count` characters after `offset`, or the end.
  func characterBoundary(after offset: Int, count: Int) -> Int {
    var position = index(at: offset)
    var moved = 0
    while moved < count, position < text.endIndex {
      position = text.index(after: position)
      moved += 1
    }
    return self.offset(of: position)
  }

  /// The offset `count` characters before `offset`, or the start.
  func characterBoundary(before offset: Int, count: Int) -> Int {
    var position = index(at: offset)
    var moved = 0
    while moved < count, position > text.startIndex {
      position = text.index(before: position)
      moved += 1
    }
    return self.offset(of: position)
  }

  /// The text between two UTF-16 offsets, in either order.
  func text(from start: Int, to end: Int) -> String {
    String(text[index(at: min(start, end))..<index(at: max(start, end))])
  }
}

/// A command's replacement of part of the text: `range` becomes `text`, the caret goes after
/// it, and undoing it leaves the caret at `caretAfterUndo`. readline records it even when the
/// text stays the same.
struct LineEdit {
  var range: NSRange
  var text: String
  var caretAfterUndo: Int
}

extension TextBuffer {
  /// readline's Ctrl-T at `caret`: the character before the caret dragged `count` characters
  /// forward (one: swapped with the one after the caret; at the end of `line`, the last two
  /// swapped), the caret after it. `nil` at the start of the line or in a line of one
  /// one-byte character.
  func transposition(at caret: Int, count: Int, within line: Range<Int>) -> LineEdit? {
    var position = caret
    var count = count
    guard position > line.lowerBound, line.lowerBound < line.upperBound else { return nil }
    let second = characterBoundary(after: line.lowerBound)
    if second >= line.upperBound {
      // One character: readline tells a short line by its bytes, so a character of two or
      // more bytes (é) passes, swaps nothing and leaves an undo step that puts the caret at
      // the start.
      guard
        positions.utf8Offset(at: line.upperBound, in: text)
          - positions.utf8Offset(at: line.lowerBound, in: text) >= 2
      else { return nil }
      let range = NSRange(location: line.lowerBound, length: line.upperBound - line.lowerBound)
      return LineEdit(range: range, text: substring(range), caretAfterUndo: line.lowerBound)
    }
    if position >= line.upperBound {
      position = characterBoundary(before: line.upperBound)
      count = 1
    }
    let lower = characterBoundary(before: position)
    let destination = min(characterBoundary(after: position, count: count), line.upperBound)
    guard lower < position, position < destination else { return nil }
    return LineEdit(
      range: NSRange(location: lower, length: destination - lower),
      text: text(from: position, to: destination) + text(from: lower, to: position),
      caretAfterUndo: position)
  }

  /// readline's Alt-T at `caret`: the word before the caret swapped with the word `count`
  /// words on, the caret after both. `nil` when there are not two words.
  func wordTransposition(at caret: Int, count: Int) -> LineEdit? {
    let secondEnd = readlineWordEnd(after: caret, count: count)
    let secondStart = readlineWordStart(before: secondEnd)
    let firstStart = readlineWordStart(before: secondStart, count: count)
    let firstEnd = readlineWordEnd(after: firstStart)
    guard firstStart != secondStart, secondStart >= firstEnd else { return nil }
    return LineEdit(
      range: NSRange(location: firstStart, length: secondEnd - firstStart),
      text: text(from: secondStart, to: secondEnd) + text(from: firstEnd, to: secondStart)
        + text(from: firstStart, to: firstEnd),
      caretAfterUndo: secondEnd)
  }

  /// readline's Alt-U, Alt-L and Alt-C at `caret`: the `count` words after the caret changed,
  /// the caret after them. `nil` when no word follows.
  func caseChange(_ change: CaseChange, at caret: Int, count: Int) -> LineEdit? {
    let end = readlineWordEnd(after: caret, count: count)
    guard end > caret else { return nil }
    let changed = change.apply(to: text[index(at: caret)..<index(at: end)])
    return LineEdit(
      range: NSRange(location: caret, length: end - caret), text: changed,
      caretAfterUndo: end)
  }
}

extension TextBuffer {
  /// What a transposition or a case change (`action`) makes of the text at `caret` on the
  /// caret's `line`, or `nil` for another action or when it does nothing.
  func lineEdit(
    _ action: TextFieldWidget.Action, at caret: Int, count: Int, line: Range<Int>
  ) -> LineEdit? {
    switch action {
    case .transpose: transposition(at: caret, count: count, within: line)
    case .transposeWords: wordTransposition(at: caret, count: count)
    case .upcaseWord: caseChange(.upcase, at: caret, count: count)
    case .downcaseWord: caseChange(.downcase, at: caret, count: count)
    case .capitalizeWord: caseChange(.capitalize, at: caret, count: count)
    default: nil
    }
  }
}

/// readline's Alt-U, Alt-L and Alt-C: a change of the letters of the words in a range.
enum CaseChange {
  case upcase, downcase, capitalize

  /// `text` changed: letters mapped one scalar to one scalar, as readline's `towupper` maps
  /// them (`ß` stays `ß`); capitalising uppercases the first letter of each readline word
  /// and lowercases the rest.
  func apply(to text: Substring) -> String {
    var result = ""
    var inWord = false
    for character in text {
      let upper: Bool
      switch self {
      case .upcase: upper = true
      case .downcase: upper = false
      case .capitalize: upper = !inWord
      }
      inWord = character.isReadlineWordCharacter
      guard character.isReadlineWordCharacter else {
        result.append(character)
        continue
      }
      for scalar in character.unicodeScalars {
        let mapping =
          upper ? scalar.properties.uppercaseMapping : scalar.properties.lowercaseMapping
        let mapped = mapping.unicodeScalars
        if mapped.count == 1, let only = mapped.first {
          result.unicodeScalars.append(only)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}

/// The controls the line-editing widgets edit: a text field and a text view.
@MainActor protocol LineEditable: AnyObject {
  var buffer: TextBuffer { get }
  var selectedRange: NSRange { get }
  func performSubstituteEdit(_ range: NSRange, with replacement: String) -> Bool
  func select(_ range: NSRange)
  func insertText(_ text: String)
  func paste(_ text: String)
  func deleteBackward()
}

// The edits both widgets make, each as a person's: through the delegate, as UIKit sends it.
extension LineEditable {
  /// Selects the text between two offsets and presses Backspace, so the delegate is asked
  /// about exactly that range.
  ///
  /// - Returns: Whether the text got shorter (the delegate may refuse).
  @discardableResult
  func deleteAsUser(from start: Int, to end: Int) -> Bool {
    let lower = min(start, end)
    let upper = max(start, end)
    guard upper > lower else { return false }
    let before = buffer.utf16Count
    select(NSRange(location: lower, length: upper - lower))
    if selectedRange.length > 0 { deleteBackward() }
    return buffer.utf16Count < before
  }

  /// Deletes the text between two offsets into `ring` (`nil`: only deletes): joined to its
  /// newest entry when `joining`, in front of it when the text lay before `caret`, as in a
  /// shell.
  ///
  /// - Returns: Whether anything was deleted: only what the delegate let go is killed.
  func kill(from start: Int, to end: Int, caret: Int, joining: Bool, into ring: KillRing?)
    -> Bool
  {
    let lower = min(start, end)
    let upper = max(start, end)
    let killed = buffer.text(from: lower, to: upper)
    guard deleteAsUser(from: lower, to: upper) else { return false }
    ring?.kill(killed, joiningLast: joining, before: upper == caret)
    return true
  }

  /// Pastes `text` as a yank (the control decides what arrives: a field makes a line break
  /// a space).
  ///
  /// - Returns: The range the yank took, for Alt-Y.
  func yank(_ text: String) -> NSRange {
    let start = selectedRange.location
    paste(text)
    return NSRange(location: start, length: max(selectedRange.location - start, 0))
  }

  /// Replaces `edit.range` with `edit.text` (only when they differ) and puts the caret
  /// after it.
  func replace(_ edit: LineEdit) {
    if buffer.substring(edit.range) != edit.text {
      select(edit.range)
      insertText(edit.text)
    }
    select(NSRange(location: edit.range.location + edit.text.utf16.count, length: 0))
  }

  /// Alt-Y's two undo steps, as readline makes them: the yank in `range` taken out, then
  /// `text` yanked in its place.
  ///
  /// - Returns: The range the new yank took.
  func yank(_ text: String, replacing range: NSRange, recordingIn undo: LineUndo) -> NSRange {
    let removal = undo.mark(buffer)
    deleteAsUser(from: range.location, to: range.location + range.length)
    undo.record(since: removal, in: buffer)
    let insertion = undo.mark(buffer)
    let taken = yank(text)
    undo.record(since: insertion, in: buffer, kind: .insertion)
    return taken
  }
}

extension HeadlessTextField: LineEditable {}

extension HeadlessTextView: LineEditable {}

extension KeyEvent {
  /// The text Ctrl-V inserts for this key: a character or a control character as typed
  /// (Ctrl-A is U+0001), Tab and Enter as themselves, Backspace as DEL; `nil` for keys that
  /// are no single character (arrows, the mouse).
  var quotedText: String? {
    switch key {
    case .character(let character):
      modifiers.contains(.alt) ? "\u{1B}" + String(character) : String(character)
    case .control(let letter):
      letter == "_"
        ? "\u{1F}" : letter.asciiValue.map { String(UnicodeScalar($0 & 0x1F)) }
    case .tab: "\t"
    case .enter: "\r"
    case .backspace: "\u{7F}"
    case .escape: "\u{1B}"
    case .paste(let text): text
    default: nil
    }
  }

  /// The digit of Alt-0…Alt-9 or of a plain digit key, if it is one.
  var digit: Int? {
    guard case .character(let character) = key, let value = character.wholeNumberValue,
      character.isASCII, !modifiers.contains(.control)
    else { return nil }
    return value
  }
}
