import Foundation

// The editing sequence of every text control, as UIKit runs it: ask the delegate (a `false`
// vetoes the edit with no side effect), change the buffer, then notify. Each function runs
// inside an update batch started by the user action that called it.

extension TextInputControl {
  /// Asks, replaces `range` with `replacement`, moves the caret after it, notifies.
  ///
  /// A delegate that changes the text itself while asked (a formatter that does and returns
  /// `true` by mistake) makes the range meaningless, so the edit is dropped; so is an edit
  /// the control stopped accepting meanwhile (a callback resigned or disabled it).
  ///
  /// - Returns: Whether the edit happened.
  @discardableResult
  func userEdit(
    _ range: NSRange, with replacement: String, group: TextBuffer.UndoHistory.Group?
  ) -> Bool {
    let version = buffer.version
    guard askShouldChangeText(in: range, replacementText: replacement) else { return false }
    guard buffer.version == version, acceptsEdits else { return false }
    if let inputFormatter, (try? buffer.stringRange(range)) != nil {
      let edit = TextEdit(checked: buffer.text, range: range, replacement: replacement)
      let formatted = inputFormatter.format(edit)
      guard !formatted.text.hasSameBytes(as: buffer.text) else {
        // The formatter kept the text as it was (a letter typed into digits, a backspace
        // after a separator): at most the caret moves.
        let caret = buffer.snap(min(max(formatted.caret, 0), buffer.utf16Count), up: false)
        let moved = NSRange(location: caret, length: 0)
        guard moved != buffer.selection else { return false }
        buffer.select(moved)
        buffer.breakUndoGroup()
        notifySelectionChanged()
        return false
      }
      buffer.edit(formattedTo: formatted, group: group)
    } else {
      buffer.edit(range, with: replacement, group: group)
    }
    userDidEdit(replacement: replacement)
    notifyTextChanged()
    return true
  }

  /// The edit that inserting `text` makes: it replaces the composition (over whole
  /// characters, carrying along pieces of the neighbours it merged with) or else the
  /// selection.
  func insertion(of text: String) -> (range: NSRange, replacement: String) {
    if let composition = buffer.composition {
      return composition.replacement(with: text, in: buffer.text, positions: buffer.positions)
    }
    return (buffer.selection, text)
  }

  /// While composing, backspace removes the last marked character without asking the
  /// delegate, as an input method does. Returns whether it did.
  func deleteMarkedCharacter() -> Bool {
    guard buffer.composition != nil, var marked = buffer.markedText else { return false }
    marked.removeLast()
    setMarkedTextSequence(marked, selectedRange: NSRange(location: marked.utf16.count, length: 0))
    return true
  }

  /// Shows provisional input-method text and notifies (no `shouldChange` question: UIKit
  /// asks none for marked text).
  func setMarkedTextSequence(_ markedText: String, selectedRange: NSRange) {
    buffer.setMarkedText(markedText, selectedRange: selectedRange)
    // Empty marked text ends the composition (or deletes the selection): the committed text
    // changed, and a formatter formats it, as when a composition is committed.
    if buffer.composition == nil, let inputFormatter {
      let edit = TextEdit(reformatting: buffer.text, caret: buffer.selection.location)
      buffer.edit(formattedTo: inputFormatter.format(edit), group: nil)
    }
    notifyTextChanged()
  }

  /// Commits the composition and notifies, since the committed text changed; a formatter
  /// formats the committed text then, never while it was being composed.
  func commitCompositionSequence() {
    guard buffer.commitComposition() else { return }
    if let inputFormatter {
      let edit = TextEdit(reformatting: buffer.text, caret: buffer.selection.location)
      buffer.edit(formattedTo: inputFormatter.format(edit), group: nil)
    }
    notifyTextChanged()
  }

  /// A person selects `range`: clamped into the text and widened to character boundaries;
  /// `NSNotFound` is ignored. A selection outside the marked text commits the composition
  /// first. Notifies when the selection changed.
  func selectSequence(_ range: NSRange) {
    guard isEnabled, isFirstResponder, range.location != NSNotFound else { return }
    let snapped = buffer.clamped(range)
    guard snapped != buffer.selection else { return }
    if let markedRange = buffer.markedRange, !Self.contains(markedRange, snapped) {
      let version = buffer.version
      commitCompositionSequence()
      // A callback changed the text: the snapped range no longer means anything.
      guard buffer.version == version, isFirstResponder else { return }
    }
    buffer.select(snapped)
    buffer.breakUndoGroup()
    notifySelectionChanged()
  }

  /// Sets the selection programmatically (no delegate call), after checking the range. A
  /// selection outside the marked text first commits the composition, which is reported,
  /// since the committed text changes; when a callback run by that commit changes the text,
  /// the selection stays where the callback left it.
  func setSelectedRangeSequence(_ range: NSRange) throws(TextRangeError) {
    _ = try buffer.stringRange(range)
    if let markedRange = buffer.markedRange, !Self.contains(markedRange, range) {
      let version = buffer.version
      UpdateScheduler.perform { commitCompositionSequence() }
      guard buffer.version == version, buffer.composition == nil else { return }
    }
    buffer.select(range)
  }

  /// Restores the top of the undo (or redo) stack as a user edit: asks about the changed
  /// range, then restores, then notifies.
  ///
  /// The stacks change before any notification, so a delegate that edits, undoes or redoes
  /// from its notification sees them consistent and its own step is kept. A delegate that
  /// changes the text or the history while asked drops the step.
  func historySequence(undoing: Bool) {
    guard acceptsEdits else { return }
    commitCompositionSequence()
    guard acceptsEdits, let step = buffer.nextHistoryStep(undoing: undoing) else { return }
    buffer.breakUndoGroup()
    let version = buffer.version
    let depth = buffer.history.depth(undoing: undoing)
    guard askShouldChangeText(in: step.range, replacementText: step.text) else { return }
    guard buffer.version == version, acceptsEdits,
      depth == buffer.history.depth(undoing: undoing)
    else { return }
    buffer.stepThroughHistory(undoing: undoing, to: step)
    notifyTextChanged()
  }
}

// MARK: - For components

extension TextInputControl {
  /// Performs `replacement` of `range` as a user edit of its own (asking the delegate again)
  /// in place of the edit being asked about: what a component does when it accepts only part
  /// of an insertion (a filter, a length limit). Does nothing when the range does not address
  /// the text on character boundaries.
  ///
  /// - Returns: Whether the edit happened.
  @discardableResult
  package func performSubstituteEdit(_ range: NSRange, with replacement: String) -> Bool {
    guard acceptsEdits, (try? buffer.stringRange(range)) != nil else { return false }
    return UpdateScheduler.perform {
      buffer.breakUndoGroup()
      let done = userEdit(range, with: normalizedInsertion(replacement), group: nil)
      buffer.breakUndoGroup()
      return done
    }
  }

  /// Replaces `range` programmatically, notifying nobody, and puts the caret after the
  /// replacement: what a component does to trim committed IME text to a limit. Does nothing
  /// when the range does not address the text on character boundaries.
  package func replaceProgrammatically(_ range: NSRange, with replacement: String) {
    guard (try? buffer.stringRange(range)) != nil else { return }
    buffer.replace(range, with: replacement)
    buffer.breakUndoGroup()
  }
}

// MARK: - The public input-method and history requests, one for every text control

extension TextInputControl {
  /// `setMarkedText(_:selectedRange:)`: ignored unless the control accepts edits and marked
  /// text and is not resigning; otherwise the marked-text sequence as one update batch.
  func requestMarkedText(_ markedText: String, selectedRange: NSRange) {
    guard acceptsEdits, acceptsMarkedText, !responderState.isResigning else { return }
    UpdateScheduler.perform { setMarkedTextSequence(markedText, selectedRange: selectedRange) }
  }

  /// `unmarkText()`: nothing when nothing is marked; otherwise the commit as one batch.
  func requestUnmarkText() {
    guard buffer.composition != nil else { return }
    UpdateScheduler.perform { commitCompositionSequence() }
  }

  /// `undo()` (`undoing`) and `redo()`: the history step as one update batch.
  func requestHistoryStep(undoing: Bool) {
    UpdateScheduler.perform { historySequence(undoing: undoing) }
  }
}
