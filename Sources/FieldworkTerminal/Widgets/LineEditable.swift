import Fieldwork
import Foundation

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
