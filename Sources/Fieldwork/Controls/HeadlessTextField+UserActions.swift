import Foundation

// What a person does to a text field. Each action is one update batch: the hosts its
// callbacks invalidate update once, after the action's whole sequence.

extension HeadlessTextField {
  /// A person types `text`, one keystroke per character (grapheme cluster).
  ///
  /// A newline is the return key (``tapReturnKey()``). Each other character is
  /// ``insertText(_:)``. Each keystroke is its own update batch, as on a device: hosts
  /// update after every character, so an `onChange(of:)` sees `"a"` and then `"ab"`.
  /// (Inside a `withTransaction` block, the block is the batch.) Ignored unless the field is
  /// enabled and focused.
  ///
  /// The main run loop turns before each key and after the last: blocks queued with
  /// `DispatchQueue.main.async` on the main actor — by an earlier action such as a tap, or by
  /// the previous key — run first, as on a device.
  public func type(_ text: String) {
    MainRunLoop.type(text) { character in
      UpdateScheduler.perform {
        if character.isNewline {
          returnKeySequence()
        } else {
          insertTextSequence(String(character))
        }
      }
    }
  }

  /// The keyboard inserts `text` at the selection (replacing it), as `UIKeyInput.insertText`.
  ///
  /// Sequence: `textField(_:shouldChangeCharactersIn:replacementString:)` with the selection's
  /// range (`false`: nothing happens) → text replaced, caret after the insertion →
  /// ``ControlEvent/editingChanged`` → `textFieldDidChangeSelection`. While composing, the
  /// insertion replaces the marked text and ends the composition. A lone newline is the
  /// return key; newlines inside longer text become spaces, as a single-line field shows
  /// them. Ignored unless the field is enabled and focused.
  public func insertText(_ text: String) {
    UpdateScheduler.perform { insertTextSequence(text) }
  }

  private func insertTextSequence(_ text: String) {
    guard acceptsEdits else { return }
    if text == "\n" || text == "\r\n" || text == "\r" {
      returnKeySequence()
      return
    }
    insert(normalizedInsertion(text), group: .typing)
  }

  /// A person pastes `text`: one edit for the whole string, its own undo step.
  ///
  /// Newlines become spaces. Ignored unless the field is enabled and focused, or when `text`
  /// is empty.
  public func paste(_ text: String) {
    guard acceptsEdits, !text.isEmpty else { return }
    UpdateScheduler.perform {
      buffer.breakUndoGroup()
      insert(normalizedInsertion(text), group: nil)
      buffer.breakUndoGroup()
    }
  }

  /// Inserts at the selection or over the composition; a secure field's first edit after
  /// it regains focus, and the insertion `clearsOnInsertion` waits for, replace everything.
  private func insert(_ text: String, group: TextBuffer.UndoHistory.Group?) {
    if let willInsert, !willInsert() { return }
    guard acceptsEdits else { return }
    var (range, replacement) = insertion(of: text)
    if clearsOnNextEdit || clearsOnInsertion {
      range = NSRange(location: 0, length: buffer.utf16Count)
      replacement = text
    }
    userEdit(range, with: replacement, group: group)
  }

  /// A person presses backspace.
  ///
  /// Deletes the selection, or else the whole grapheme cluster before the caret (👍🏽, 🇯🇵,
  /// e + U+0301, a ZWJ family), asking the delegate with an empty replacement. At the start
  /// of the text or in an empty field nothing is called. While composing, it removes the last
  /// marked character instead, without asking the delegate, as an IME does.
  public func deleteBackward() {
    UpdateScheduler.perform { deleteBackwardSequence() }
  }

  private func deleteBackwardSequence() {
    guard acceptsEdits, !deleteMarkedCharacter() else { return }
    let selection = buffer.selection
    let range: NSRange
    if clearsOnNextEdit {
      range = NSRange(location: 0, length: buffer.utf16Count)
    } else if selection.length > 0 {
      range = selection
    } else if selection.location == 0 {
      // UIKit calls nothing here; a search field uses the key to select or delete a token.
      deleteBackwardAtStart?()
      return
    } else {
      range = buffer.clusterBefore(selection.location)
    }
    guard range.length > 0 else { return }
    userEdit(range, with: "", group: .deleting)
  }

  /// A person selects a range (drag, double tap, select all).
  ///
  /// The range is clamped into the text and widened to grapheme boundaries; `NSNotFound` is
  /// ignored. When the selection changes, `textFieldDidChangeSelection` follows. A selection
  /// outside the marked text ends the composition. Ignored unless enabled and focused.
  public func select(_ range: NSRange) {
    UpdateScheduler.perform { selectSequence(range) }
  }

  /// Selects all the text, as UIKit's `selectAll(_:)`: a user action, so
  /// `textFieldDidChangeSelection` follows when the selection changes. Ignored unless enabled
  /// and focused.
  public func selectAll() {
    select(NSRange(location: 0, length: buffer.utf16Count))
  }

  /// An input method shows provisional text, as `UITextInput.setMarkedText(_:selectedRange:)`.
  ///
  /// The marked text replaces the current marked text (or the selection) **inside** ``text``;
  /// `selectedRange` is relative to the marked text and is clamped into it. No
  /// `shouldChangeCharactersIn` is asked (UIKit asks none for marked text); the field sends
  /// ``ControlEvent/editingChanged`` and `textFieldDidChangeSelection`. Empty marked text ends
  /// the composition. Ignored unless enabled and focused, and in a secure field.
  public func setMarkedText(_ markedText: String, selectedRange: NSRange) {
    requestMarkedText(markedText, selectedRange: selectedRange)
  }

  /// An input method shows provisional text with the caret at its end: the common case of
  /// ``setMarkedText(_:selectedRange:)``, without `NSRange`.
  public func setMarkedText(_ markedText: String) {
    setMarkedText(markedText, selectedRange: NSRange(location: markedText.utf16.count, length: 0))
  }

  /// The input method commits the marked text, as `UITextInput.unmarkText()`.
  ///
  /// The text stays; the caret moves to its end; the field sends
  /// ``ControlEvent/editingChanged`` because the committed text changed. Does nothing when
  /// nothing is marked.
  public func unmarkText() {
    requestUnmarkText()
  }

  /// A person taps the clear button.
  ///
  /// Only while the button shows (``isClearButtonVisible``): `textFieldShouldClear` (`false`:
  /// nothing) → text `""` → ``ControlEvent/editingChanged``. No `shouldChangeCharactersIn`.
  /// Tapping it on an unfocused field (modes `.unlessEditing`, `.always`) clears without
  /// focusing.
  public func tapClearButton() {
    UpdateScheduler.perform {
      guard isEnabled, isClearButtonVisible else { return }
      if let delegate, !delegate.textFieldShouldClear(self) { return }
      guard !buffer.text.isEmpty else { return }
      buffer.breakUndoGroup()
      buffer.edit(NSRange(location: 0, length: buffer.utf16Count), with: "", group: nil)
      send(.editingChanged)
    }
  }

  /// A person presses the return key.
  ///
  /// While composing, return commits the marked text and does nothing else, as an IME does.
  /// Otherwise: `textFieldShouldReturn` (`false`: nothing more) →
  /// ``ControlEvent/editingDidEndOnExit``. The text never changes and the field does not resign
  /// by itself. With ``enablesReturnKeyAutomatically`` the key does nothing while the text is
  /// empty. Ignored unless enabled and focused.
  public func tapReturnKey() {
    UpdateScheduler.perform { returnKeySequence() }
  }

  private func returnKeySequence() {
    guard acceptsEdits else { return }
    if buffer.composition != nil {
      commitCompositionSequence()
      return
    }
    if allowsLineBreaks {
      insert("\n", group: .typing)
      return
    }
    if enablesReturnKeyAutomatically && buffer.text.isEmpty { return }
    buffer.breakUndoGroup()
    if let delegate, !delegate.textFieldShouldReturn(self) { return }
    send(.editingDidEndOnExit)
  }

  /// A person taps the accessory button titled `title`.
  ///
  /// Accessory buttons show only while the field is focused; an unknown title does nothing.
  public func tapAccessory(_ title: String) {
    guard acceptsEdits, let item = inputAccessoryItems.first(where: { $0.title == title })
    else { return }
    UpdateScheduler.perform { item.action(self) }
  }

  /// Undoes the last edit group: consecutive typing is one step; paste, clear, a selection
  /// change and programmatic sets start new ones.
  ///
  /// Runs as a user edit: `shouldChangeCharactersIn` with the changed range (`false`: nothing
  /// happens) → ``ControlEvent/editingChanged`` → `textFieldDidChangeSelection`. Ignored
  /// unless enabled and focused.
  public func undo() {
    requestHistoryStep(undoing: true)
  }

  /// Redoes the last undone step, as a user edit. Ignored unless enabled and focused.
  public func redo() {
    requestHistoryStep(undoing: false)
  }

  // MARK: For components

  /// `text` as one line: each line break becomes a space, as a single-line field shows it.
  static func singleLine(_ text: String) -> String {
    guard text.contains(where: \.isNewline) else { return text }
    return String(text.map { $0.isNewline ? " " : $0 })
  }
}
