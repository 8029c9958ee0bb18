import Fieldwork
import Foundation

// The text field's commands: what each ``TextFieldWidget/Action`` and each built-in key does.
extension TextFieldWidget {
  /// Does `action`, `arguments.count` times where readline repeats it.
  ///
  /// - Returns: Whether it applied (recall and history search need a ``history``; Alt-Y
  ///   needs a yank just before).
  func perform(_ action: Action, _ arguments: LineArguments, history: History?) -> Bool {
    let count = arguments.count
    let previous = arguments.previous
    let buffer = field.buffer
    let secure = field.isSecureTextEntry
    switch action {
    case .recallPrevious:
      guard let history else { return false }
      if let entry = history.recallPrevious(from: field.text) { replaceText(with: entry) }
    case .recallNext:
      guard let history else { return false }
      if let entry = history.recallNext() { replaceText(with: entry) }
    case .searchHistory:
      guard history != nil else { return false }
      historySearch = HistorySearch(query: "", matchOffset: 0, isFailing: false, draft: field.text)
    case .killToEnd: kill(from: caret, to: buffer.utf16Count, after: previous)
    case .killToStart: kill(from: 0, to: caret, after: previous)
    case .unixWordRubout:
      let start = secure ? 0 : buffer.whitespaceWordStart(before: caret, count: count)
      kill(from: start, to: caret, after: previous)
    case .killWordBackward:
      kill(from: wordStart(before: caret, count: count), to: caret, after: previous)
    case .killWordForward:
      kill(from: caret, to: wordEnd(after: caret, count: count), after: previous)
    case .yank: yank()
    case .yankPrevious:
      guard case .yank(let range) = previous else {
        // readline aborts it, which leaves the last command as it was: a run of kills goes on.
        lastCommand = previous
        return false
      }
      yank(replacing: range)
    case .undo, .redo, .revertLine:
      undoDetails.handled = true
      anchor = nil
      lineUndo.perform(action, count: count, in: field)
    case .transpose, .transposeWords, .upcaseWord, .downcaseWord, .capitalizeWord:
      let line = 0..<buffer.utf16Count
      apply(buffer.lineEdit(action, at: caret, count: count, line: line))
    case .quotedInsert:
      pending.quoting = true
      if arguments.explicit { pending.argument = count }
    case .numericArgument, .editInEditor:
      return false  // a digit is taken before; no editor for a field
    case .forwardCharacter:
      if count == 1 { return edit(KeyEvent(.right), arguments) }
      move(to: buffer.characterBoundary(after: caret, count: count), extending: false)
    case .backwardCharacter:
      if count == 1 { return edit(KeyEvent(.left), arguments) }
      move(to: buffer.characterBoundary(before: caret, count: count), extending: false)
    case .deleteForward: return edit(KeyEvent(.delete), arguments)
    case .wordForward: move(to: wordEnd(after: caret, count: count), extending: false)
    case .wordBackward: move(to: wordStart(before: caret, count: count), extending: false)
    case .lineStart: move(to: 0, extending: false)
    case .lineEnd: move(to: buffer.utf16Count, extending: false)
    }
    return true
  }

  /// A left-button press on the text as last drawn: focuses the field (asking its delegate,
  /// as a tap does) and puts the caret before the character drawn at that column, wide
  /// characters counting their two columns; past the text, at its end. Marked text is
  /// committed first, as a tap elsewhere commits it in UIKit.
  ///
  /// - Returns: Whether the press was on the field.
  func click(_ mouse: MouseEvent) -> Bool {
    guard mouse.action == .press, mouse.button == 0, let area = drawnArea,
      mouse.row == area.row, mouse.column >= area.column, mouse.column < area.column + area.width
    else { return false }
    historySearch = nil
    if !field.isFirstResponder { field.tap() }
    guard field.isFirstResponder else { return true }
    if field.markedRange != nil { field.unmarkText() }
    let target = mouse.column - area.column + scrollOffset
    // The character drawn at that column, as the draw laid it out (bullets, notations).
    let offset =
      layout(of: field.text).clusters.first { target < $0.column + $0.width }?.offset
      ?? field.text.utf16.count
    anchor = nil
    lastCommand = .other
    pending = PendingKeys()
    history?.endRecall()
    field.select(NSRange(location: offset, length: 0))
    return true
  }

  /// A key during a history search: narrowing, the next match, keeping or leaving it.
  ///
  /// - Returns: Whether the search used the key; a key it does not use ends the search,
  ///   keeping the match, and is then handled as usual.
  func handleHistorySearch(_ event: KeyEvent) -> Bool {
    guard var search = historySearch, let history else {
      historySearch = nil
      return false
    }
    switch event.key {
    case .character(let character) where event.modifiers.isDisjoint(with: [.alt, .control]):
      search.query.append(character)
      search.matchOffset = 0
    case .paste(let text):
      search.query += text
      search.matchOffset = 0
    case .backspace:
      guard !search.query.isEmpty else { return true }
      search.query.removeLast()
      search.matchOffset = 0
    case .control("r"):
      search.matchOffset += 1
    case .escape, .control("g"):
      historySearch = nil
      _ = recordingUndo {
        replaceText(with: search.draft)
        return true
      }
      return true
    case .enter:
      historySearch = nil
      return true
    default:
      historySearch = nil
      return false
    }
    let matches = history.matches(for: search.query)
    if search.matchOffset >= matches.count { search.matchOffset = max(matches.count - 1, 0) }
    search.isFailing = matches.isEmpty
    historySearch = search
    if !matches.isEmpty {
      _ = recordingUndo {
        replaceText(with: matches[search.matchOffset])
        return true
      }
    }
    return true
  }

  /// Replaces the whole text with `text` as a person's edit (select all, then type it), so
  /// the delegate and the bindings see it; the caret goes to the end.
  func replaceText(with text: String) {
    anchor = nil
    guard text != field.text else { return }
    field.select(NSRange(location: 0, length: field.text.utf16.count))
    if text.isEmpty {
      if field.selectedRange.length > 0 { field.deleteBackward() }
    } else {
      field.insertText(text)
    }
  }

  /// Types `text` at the caret: one insertion, as readline's `self-insert` with a count.
  func insert(_ text: String) -> Bool {
    anchor = nil
    undoDetails.kind = .insertion
    field.insertText(text)
    return true
  }

  /// The keys that neither kill nor yank.
  func edit(_ event: KeyEvent, _ arguments: LineArguments) -> Bool {
    let shift = event.modifiers.contains(.shift)
    let word = event.modifiers.contains(.alt) || event.modifiers.contains(.control)
    // With a typed argument, or a count, readline kills the characters it deletes.
    let kills = arguments.explicit || arguments.count > 1
    let buffer = field.buffer
    switch event.key {
    case .character where event.modifiers.contains(.alt):
      return false  // Alt with a letter is a command (see ``keyMap``), never text
    case .character(let character):
      return insert(String(repeating: String(character), count: arguments.count))
    case .paste(let text):
      anchor = nil
      undoDetails.kind = .insertion
      field.paste(text)
    case .enter:
      field.tapReturnKey()
    case .backspace where kills && field.selectedRange.length == 0:
      kill(
        from: buffer.characterBoundary(before: caret, count: arguments.count), to: caret,
        after: arguments.previous)
    case .backspace:
      anchor = nil
      field.deleteBackward()
    case .delete where kills && field.selectedRange.length == 0:
      kill(
        from: caret, to: buffer.characterBoundary(after: caret, count: arguments.count),
        after: arguments.previous)
    case .delete:
      let selection = field.selectedRange
      if selection.length > 0 {
        field.deleteBackward()
      } else {
        delete(from: caret, to: next(after: caret))
      }
    case .left:
      let selection = field.selectedRange
      if !shift, selection.length > 0 {
        move(to: selection.location, extending: false)
      } else {
        let target =
          word
          ? wordStart(before: caret, count: arguments.count)
          : buffer.characterBoundary(before: caret, count: arguments.count)
        move(to: target, extending: shift)
      }
    case .right:
      let selection = field.selectedRange
      if !shift, selection.length > 0 {
        move(to: selection.location + selection.length, extending: false)
      } else {
        let target =
          word
          ? wordEnd(after: caret, count: arguments.count)
          : buffer.characterBoundary(after: caret, count: arguments.count)
        move(to: target, extending: shift)
      }
    case .home: move(to: 0, extending: shift)
    case .end: move(to: field.text.utf16.count, extending: shift)
    default:
      return false
    }
    return true
  }

  /// The caret: the moving end of the selection.
  var caret: Int {
    let selection = field.selectedRange
    if let anchor, anchor == selection.location + selection.length { return selection.location }
    return selection.location + selection.length
  }

  func move(to offset: Int, extending: Bool) {
    let selection = field.selectedRange
    if extending {
      let fixed =
        anchor
        ?? (caret == selection.location
          ? selection.location + selection.length : selection.location)
      anchor = fixed
      field.select(NSRange(location: min(fixed, offset), length: abs(fixed - offset)))
    } else {
      anchor = nil
      field.select(NSRange(location: offset, length: 0))
    }
  }

  /// Deletes the text between two offsets into the kill ring (joined to the last kill when
  /// the previous key killed too); a secure field's text is only deleted. A kill of nothing
  /// ends a run of kills, as in readline.
  func kill(from start: Int, to end: Int, after previous: LineCommand) {
    anchor = nil
    let ring = field.isSecureTextEntry ? nil : killRing
    if field.kill(from: start, to: end, caret: caret, joining: previous == .kill, into: ring) {
      lastCommand = .kill
    }
  }

  /// Pastes the kill Ctrl-Y shows (the newest, or the one Alt-Y last showed) at the caret.
  func yank() {
    guard let text = killRing.entry(back: killRing.yankOffset) else { return }
    paste(text)
  }

  /// Replaces the text the previous yank inserted with the kill before the one it showed.
  func yank(replacing range: NSRange) {
    guard let text = killRing.entry(back: killRing.yankOffset + 1) else { return }
    killRing.yankOffset += 1
    anchor = nil
    undoDetails.handled = true
    lastCommand = .yank(field.yank(text, replacing: range, recordingIn: lineUndo))
  }

  /// Pastes `text` as a yank.
  func paste(_ text: String) {
    anchor = nil
    undoDetails.kind = .insertion
    lastCommand = .yank(field.yank(text))
  }

  /// Applies a transposition or case change (see ``LineEdit``); nothing in a secure field,
  /// whose characters and words are not shown.
  func apply(_ edit: LineEdit?) {
    guard !field.isSecureTextEntry, field.selectedRange.length == 0, let edit else { return }
    anchor = nil
    undoDetails.caretAfterUndo = edit.caretAfterUndo
    undoDetails.unchanged = edit.range  // an undo step even when nothing changes
    field.replace(edit)
  }

  func delete(from start: Int, to end: Int) {
    anchor = nil
    field.deleteAsUser(from: start, to: end)
  }

  func previous(before offset: Int) -> Int { field.buffer.characterBoundary(before: offset) }

  func next(after offset: Int) -> Int { field.buffer.characterBoundary(after: offset) }

  /// readline's word start; a secure field's words are not shown, so the start.
  func wordStart(before offset: Int, count: Int = 1) -> Int {
    field.isSecureTextEntry ? 0 : field.buffer.readlineWordStart(before: offset, count: count)
  }

  /// readline's word end; a secure field's, the end.
  func wordEnd(after offset: Int, count: Int = 1) -> Int {
    field.isSecureTextEntry
      ? field.buffer.utf16Count : field.buffer.readlineWordEnd(after: offset, count: count)
  }
}
