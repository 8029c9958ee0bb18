import Fieldwork
import Foundation

// The text area's commands: what each ``TextFieldWidget/Action`` and each built-in key does.
extension TextAreaWidget {
  /// Does `action`, `arguments.count` times where readline repeats it.
  ///
  /// - Returns: Whether it applied (Alt-Y needs a yank just before, Ctrl-X Ctrl-E an
  ///   ``externalEditor``; the history actions never apply here).
  func perform(_ action: Action, _ arguments: LineArguments) -> Bool {
    let count = arguments.count
    let previous = arguments.previous
    let buffer = self.buffer
    switch action {
    case .recallPrevious, .recallNext, .searchHistory:
      return false
    case .killToEnd:
      let end = buffer.lineEnd(at: caret)
      kill(to: end == caret ? buffer.characterBoundary(after: caret) : end, after: previous)
    case .killToStart: kill(to: buffer.lineStart(at: caret), after: previous)
    case .unixWordRubout:
      kill(to: buffer.whitespaceWordStart(before: caret, count: count), after: previous)
    case .killWordBackward:
      kill(to: buffer.readlineWordStart(before: caret, count: count), after: previous)
    case .killWordForward:
      kill(to: buffer.readlineWordEnd(after: caret, count: count), after: previous)
    case .yank:
      guard let text = killRing.entry(back: killRing.yankOffset) else { return true }
      yank(text)
    case .yankPrevious:
      guard case .yank(let range) = previous else {
        // readline aborts it, which leaves the last command as it was: a run of kills goes on.
        lastCommand = previous
        return false
      }
      guard let text = killRing.entry(back: killRing.yankOffset + 1) else { return true }
      killRing.yankOffset += 1
      undoDetails.handled = true
      lastCommand = .yank(view.yank(text, replacing: range, recordingIn: lineUndo))
    case .undo, .redo, .revertLine:
      undoDetails.handled = true
      lineUndo.perform(action, count: count, in: view)
    case .transpose, .transposeWords, .upcaseWord, .downcaseWord, .capitalizeWord:
      let line = buffer.lineStart(at: caret)..<buffer.lineEnd(at: caret)
      apply(buffer.lineEdit(action, at: caret, count: count, line: line))
    case .quotedInsert:
      pending.quoting = true
      if arguments.explicit { pending.argument = count }
    case .numericArgument:
      return false  // a digit is taken before it gets here
    case .editInEditor:
      guard let externalEditor else { return false }
      editExternally(with: externalEditor)
    case .forwardCharacter:
      view.moveCaret(to: buffer.characterBoundary(after: caret, count: count))
    case .backwardCharacter:
      view.moveCaret(to: buffer.characterBoundary(before: caret, count: count))
    case .deleteForward: return edit(KeyEvent(.delete), arguments)
    case .wordForward: view.moveCaret(to: buffer.readlineWordEnd(after: caret, count: count))
    case .wordBackward:
      view.moveCaret(to: buffer.readlineWordStart(before: caret, count: count))
    case .lineStart: view.moveCaret(.lineStart)
    case .lineEnd: view.moveCaret(.lineEnd)
    }
    return true
  }

  /// The keys that are not line-editing actions.
  func edit(_ event: KeyEvent, _ arguments: LineArguments) -> Bool {
    let shift = event.modifiers.contains(.shift)
    let control = event.modifiers.contains(.control)
    let word = event.modifiers.contains(.alt) || control
    // With a typed argument, or a count, readline kills the characters it deletes.
    let kills = (arguments.explicit || arguments.count > 1) && view.selectedRange.length == 0
    switch event.key {
    case .character where event.modifiers.contains(.alt):
      return false  // Alt with a letter is a command (see ``keyMap``), never text
    case .character(let character):
      return insert(String(repeating: String(character), count: arguments.count))
    case .paste(let text):
      undoDetails.kind = .insertion
      view.paste(text)
    case .enter: view.tapReturnKey()
    case .backspace where kills:
      kill(
        to: buffer.characterBoundary(before: caret, count: arguments.count),
        after: arguments.previous)
    case .backspace: view.deleteBackward()
    case .delete where kills:
      kill(
        to: buffer.characterBoundary(after: caret, count: arguments.count),
        after: arguments.previous)
    case .delete: view.deleteForward()
    case .left: view.moveCaret(word ? .wordLeft : .left, extendingSelection: shift)
    case .right: view.moveCaret(word ? .wordRight : .right, extendingSelection: shift)
    case .up: moveByRows(-arguments.count, extending: shift)
    case .down: moveByRows(arguments.count, extending: shift)
    case .pageUp: moveByRows(-(size.height - 1), extending: shift)
    case .pageDown: moveByRows(size.height - 1, extending: shift)
    case .home: view.moveCaret(control ? .documentStart : .lineStart, extendingSelection: shift)
    case .end: view.moveCaret(control ? .documentEnd : .lineEnd, extendingSelection: shift)
    default:
      return false
    }
    return true
  }

  /// A left-button press on the rows as last drawn focuses the view (asking its delegate, as
  /// a tap does) and puts the caret before the character drawn at that column (past a row's
  /// end, at its end), committing marked text first; the wheel moves the caret by rows.
  ///
  /// - Returns: Whether the event was on the view.
  func handle(_ mouse: MouseEvent) -> Bool {
    guard let area = drawnArea, mouse.row >= area.row, mouse.row < area.row + size.height,
      mouse.column >= area.column, mouse.column < area.column + size.width
    else { return false }
    switch mouse.action {
    case .press where mouse.button == 0:
      if !view.isFirstResponder { view.tap() }
      guard view.isFirstResponder else { return true }
      if view.markedRange != nil { view.unmarkText() }
      lastCommand = .other
      pending = PendingKeys()
      let drawnRow = mouse.row - area.row
      let offset =
        drawnRow < area.rowStarts.count
        ? self.offset(atColumn: mouse.column - area.column, inRowFrom: area.rowStarts[drawnRow])
        : buffer.utf16Count
      view.select(NSRange(location: offset, length: 0))
    case .wheelUp, .wheelDown:
      guard view.isFirstResponder else { return true }
      lastCommand = .other
      moveByRows(mouse.action == .wheelUp ? -wheelStep : wheelStep, extending: false)
    default:
      return false
    }
    return true
  }

  var caret: Int { view.caretLocation }

  /// Types `text` at the caret: one insertion, as readline's `self-insert` with a count.
  func insert(_ text: String) -> Bool {
    undoDetails.kind = .insertion
    view.insertText(text)
    return true
  }

  /// Deletes from the caret to `offset` into the kill ring (joined to the last kill when the
  /// previous key killed too); a kill of nothing ends a run of kills, as in readline.
  func kill(to offset: Int, after previous: LineCommand) {
    if view.kill(from: caret, to: offset, caret: caret, joining: previous == .kill, into: killRing)
    {
      lastCommand = .kill
    }
  }

  /// Pastes `text` as a yank, remembering the range it took for Alt-Y.
  func yank(_ text: String) {
    undoDetails.kind = .insertion
    lastCommand = .yank(view.yank(text))
  }

  /// Applies a transposition or case change (see ``LineEdit``): an undo step even when
  /// nothing changes, as readline records one.
  func apply(_ edit: LineEdit?) {
    guard view.selectedRange.length == 0, let edit else { return }
    undoDetails.caretAfterUndo = edit.caretAfterUndo
    undoDetails.unchanged = edit.range
    view.replace(edit)
  }

  /// Ctrl-X Ctrl-E: the whole text through `editor`, taken back as one edit (undone by one
  /// undo); an editor that fails leaves the text and says why in ``lastEditorFailure``.
  func editExternally(with editor: ExternalEditor) {
    if view.markedRange != nil { view.unmarkText() }
    let text = buffer.text
    let edited: String
    do {
      edited = try editor.edit(text)
    } catch {
      lastEditorFailure = error
      return
    }
    guard edited != buffer.text else { return }
    view.select(NSRange(location: 0, length: buffer.utf16Count))
    if edited.isEmpty {
      if view.selectedRange.length > 0 { view.deleteBackward() }
    } else {
      view.insertText(edited)
    }
  }
}
