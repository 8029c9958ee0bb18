import Foundation

// What a person does to a text view. Each action is one update batch: the hosts its
// callbacks invalidate update once, after the action's whole sequence.

extension HeadlessTextView {
  /// A person types `text`, one keystroke per character (grapheme cluster); a line break is
  /// the return key, which inserts `"\n"` (CR LF and CR included) through
  /// `shouldChangeTextIn` like any other character. Each keystroke is its own update batch,
  /// as on a device. Ignored unless the view is editing.
  ///
  /// The main run loop turns before each key and after the last: blocks queued with
  /// `DispatchQueue.main.async` on the main actor — by an earlier action such as a tap, or by
  /// the previous key — run first, as on a device.
  public func type(_ text: String) {
    MainRunLoop.type(text) { character in
      UpdateScheduler.perform {
        insertTextSequence(character == "\r\n" || character == "\r" ? "\n" : String(character))
      }
    }
  }

  /// The keyboard inserts `text` at the selection (replacing it), as
  /// `UIKeyInput.insertText`: `shouldChangeTextIn` with the selection's range (`false`:
  /// nothing happens) → text replaced, caret after it → `textViewDidChangeSelection` →
  /// `textViewDidChange`. While composing, the insertion replaces the marked text and ends
  /// the composition. Line breaks are kept as given. Ignored unless the view is editing.
  public func insertText(_ text: String) {
    UpdateScheduler.perform { insertTextSequence(text) }
  }

  private func insertTextSequence(_ text: String) {
    guard acceptsEdits else { return }
    let (range, replacement) = insertion(of: text)
    userEdit(range, with: replacement, group: .typing)
  }

  /// A person presses the return key: ``insertText(_:)`` with `"\n"`.
  public func tapReturnKey() {
    insertText("\n")
  }

  /// A person pastes `text`: one edit for the whole string, its own undo step, line breaks
  /// kept as they are. Ignored unless the view is editing, or when `text` is empty.
  public func paste(_ text: String) {
    guard acceptsEdits, !text.isEmpty else { return }
    UpdateScheduler.perform {
      buffer.breakUndoGroup()
      let (range, replacement) = insertion(of: text)
      userEdit(range, with: replacement, group: nil)
      buffer.breakUndoGroup()
    }
  }

  /// A person presses backspace: deletes the selection, or else the whole character before
  /// the caret (a line break, CR LF included, is one), asking the delegate with an empty
  /// replacement. At the start of the text nothing is called. While composing, it removes
  /// the last marked character instead, without asking, as an input method does.
  public func deleteBackward() {
    UpdateScheduler.perform {
      guard acceptsEdits, !deleteMarkedCharacter() else { return }
      let selection = buffer.selection
      guard selection.length > 0 || selection.location > 0 else { return }
      let range = selection.length > 0 ? selection : buffer.clusterBefore(selection.location)
      userEdit(range, with: "", group: .deleting)
    }
  }

  /// A person presses forward delete: deletes the selection, or else the character after
  /// the caret, asking the delegate. At the end of the text nothing is called. While
  /// composing, it commits the marked text first.
  public func deleteForward() {
    UpdateScheduler.perform {
      guard acceptsEdits else { return }
      commitCompositionSequence()
      guard acceptsEdits else { return }
      let selection = buffer.selection
      guard selection.length > 0 || selection.location < buffer.utf16Count else { return }
      let range = selection.length > 0 ? selection : buffer.clusterAfter(selection.location)
      userEdit(range, with: "", group: .deleting)
    }
  }

  /// A person selects a range (drag, double tap): clamped into the text and widened to
  /// character boundaries; `NSNotFound` is ignored. `textViewDidChangeSelection` follows when
  /// the selection changes; a selection outside the marked text commits it first. Works while
  /// editing, and in a selectable view that is not editable.
  public func select(_ range: NSRange) {
    guard range.location != NSNotFound else { return }
    UpdateScheduler.perform { personSelects(range, anchor: nil) }
  }

  /// Selects all the text, as UIKit's `selectAll(_:)`: a user action.
  public func selectAll() {
    select(NSRange(location: 0, length: buffer.utf16Count))
  }

  /// A person moves the caret with the keyboard (arrow keys, with Option, Command or Home
  /// and End), or extends the selection (the same keys with Shift).
  ///
  /// Without `extendingSelection`, a selection collapses: `left` and `right` to its start and
  /// end, the other moves from the end they go towards. With it, the selection's fixed end
  /// stays and the other moves. `up` and `down` keep the column (in characters) the caret had
  /// when vertical movement began, so moving through a short line and on comes back to it.
  /// `textViewDidChangeSelection` follows when the selection changed. While composing, the
  /// marked text is committed first. Works while editing, and in a selectable view that is
  /// not editable.
  public func moveCaret(_ movement: CaretMovement, extendingSelection: Bool = false) {
    guard acceptsSelection else { return }
    UpdateScheduler.perform { moveCaretSequence(movement, extending: extendingSelection) }
  }

  /// A person puts the caret at `location` (a click, or a front end's own movement, by the
  /// rows it wraps the text into), or extends the selection there from its fixed end. The
  /// location is clamped into the text and onto a character boundary;
  /// `textViewDidChangeSelection` follows when the selection changed. Works as
  /// ``moveCaret(_:extendingSelection:)`` does.
  public func moveCaret(to location: Int, extendingSelection: Bool = false) {
    guard acceptsSelection else { return }
    UpdateScheduler.perform {
      if buffer.composition != nil {
        let version = buffer.version
        commitCompositionSequence()
        guard buffer.version == version, acceptsSelection else { return }
      }
      let target = buffer.snap(location, up: false)
      guard extendingSelection else {
        personSelects(NSRange(location: target, length: 0), anchor: nil)
        return
      }
      let anchor = selectionEnds().anchor
      personSelects(
        NSRange(location: min(anchor, target), length: abs(target - anchor)), anchor: anchor)
    }
  }

  private func moveCaretSequence(_ movement: CaretMovement, extending: Bool) {
    if buffer.composition != nil {
      let version = buffer.version
      commitCompositionSequence()
      guard buffer.version == version, acceptsSelection else { return }
    }
    let selection = buffer.selection
    let (anchor, active) = selectionEnds()
    let backward: Bool
    switch movement {
    case .left, .up, .lineStart, .documentStart, .wordLeft: backward = true
    case .right, .down, .lineEnd, .documentEnd, .wordRight: backward = false
    }
    let from =
      extending ? active : backward ? selection.location : selection.location + selection.length
    var column: Int?
    let target: Int
    switch movement {
    case .left where !extending && selection.length > 0,
      .right where !extending && selection.length > 0:
      target = from
    case .left: target = buffer.characterBoundary(before: from)
    case .right: target = buffer.characterBoundary(after: from)
    case .up, .down:
      let wanted = verticalColumn(from: from)
      column = wanted
      target =
        buffer.offset(inLineAdjacentTo: from, up: movement == .up, column: wanted)
        ?? (movement == .up ? 0 : buffer.utf16Count)
    case .lineStart: target = buffer.lineStart(at: from)
    case .lineEnd: target = buffer.lineEnd(at: from)
    case .documentStart: target = 0
    case .documentEnd: target = buffer.utf16Count
    case .wordLeft: target = buffer.wordStart(before: from)
    case .wordRight: target = buffer.wordEnd(after: from)
    }
    let range =
      extending
      ? NSRange(location: min(anchor, target), length: abs(target - anchor))
      : NSRange(location: target, length: 0)
    personSelects(range, anchor: extending ? anchor : nil)
    if let column, buffer.selection == range { keepColumn(column, at: target) }
  }

  /// An input method shows provisional text, as `UITextInput.setMarkedText(_:selectedRange:)`:
  /// it replaces the current marked text (or the selection) inside ``text``; `selectedRange`
  /// is relative to the marked text and clamped into it. No `shouldChangeTextIn` is asked;
  /// `textViewDidChangeSelection` and `textViewDidChange` follow. Empty marked text ends the
  /// composition. Ignored unless the view is editing.
  public func setMarkedText(_ markedText: String, selectedRange: NSRange) {
    requestMarkedText(markedText, selectedRange: selectedRange)
  }

  /// An input method shows provisional text with the caret at its end.
  public func setMarkedText(_ markedText: String) {
    setMarkedText(markedText, selectedRange: NSRange(location: markedText.utf16.count, length: 0))
  }

  /// The input method commits the marked text, as `UITextInput.unmarkText()`: the text stays,
  /// the caret moves to its end, and the delegate hears of the change. Does nothing when
  /// nothing is marked.
  public func unmarkText() {
    requestUnmarkText()
  }

  /// Undoes the last edit group (consecutive typing or deleting is one step; paste, a
  /// composition, a selection change start new ones), as a user edit: `shouldChangeTextIn`
  /// with the changed range (`false`: nothing happens) → the change → the notifications.
  /// Ignored unless the view is editing.
  public func undo() {
    requestHistoryStep(undoing: true)
  }

  /// Redoes the last undone step, as a user edit. Ignored unless the view is editing.
  public func redo() {
    requestHistoryStep(undoing: false)
  }
}
