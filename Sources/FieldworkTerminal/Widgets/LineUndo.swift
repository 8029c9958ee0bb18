import Fieldwork
import Foundation

/// readline's undo list for a widget's control: one entry per command, typing merged as
/// readline merges it, and undo that leaves the caret where readline leaves it with nothing
/// selected.
///
/// - Typing: a one-byte character typed (or yanked, or inserted with Ctrl-V) right after an
///   insertion joins it while that insertion is shorter than 20 bytes; any other character
///   (`é` is two bytes in UTF-8) starts an entry of its own, which the next one-byte
///   characters can join.
/// - Every other command that changes the text is one entry, and so is a case change or a
///   transposition that changes nothing (undoing it moves only the caret), as in readline.
/// - Undoing an insertion leaves the caret where it started; undoing a deletion, after the
///   restored text; undoing a replacement, after the text it restores.
/// - A change the widget did not make (a program setting the text, a binding written)
///   forgets the list, since its entries no longer describe the text. So does a command the
///   list cannot describe: several edits at once in a text of more than 65,536 UTF-16 units
///   (a delegate that rewrites the text while a key is handled). Undo then does nothing.
/// - Every undo and redo goes through the control's delegate as a person's edit.
@MainActor final class LineUndo {
  /// One command's change: `removed` at `location` (UTF-16) became `inserted`.
  struct Change {
    var location: Int
    var removed: String
    var inserted: String
    /// Where undoing it leaves the caret.
    var caretAfterUndo: Int
    /// Whether a typed one-byte character may join it (a pure insertion by typing).
    var joinable: Bool
  }

  /// What a command that changed the text was, for joining.
  enum Kind {
    /// Typing, a yank, a quoted insert: one insertion of text.
    case insertion
    /// Anything else.
    case edit
  }

  private(set) var entries: [Change] = []
  private var redoEntries: [Change] = []
  /// The version of the text the entries describe.
  private var version: Int?
  /// The most entries kept; the oldest go first.
  static let limit = 1000
  /// The largest text a command's edits are reconstructed in when it makes several.
  static let snapshotLimit = 65_536

  /// Where a command began: the text's version and, in a text small enough, the text.
  struct Mark {
    var version: Int
    var snapshot: String?
  }

  /// Forgets the entries if the text changed since the last command: they describe an
  /// older text. With `enabled` false (a secure field), keeps none at all.
  func synchronize(with buffer: TextBuffer, enabled: Bool = true) {
    guard enabled else {
      forget(at: nil)
      return
    }
    if version != buffer.version { forget(at: buffer.version) }
  }

  private func forget(at version: Int?) {
    entries.removeAll()
    redoEntries.removeAll()
    self.version = version
  }

  /// Marks the start of a command.
  func mark(_ buffer: TextBuffer) -> Mark {
    Mark(
      version: buffer.version,
      snapshot: buffer.utf16Count <= Self.snapshotLimit ? buffer.text : nil)
  }

  /// Records what the command begun at `mark` changed, as one entry.
  ///
  /// - Parameters:
  ///   - caretAfterUndo: Where undoing a replacement leaves the caret (by default, after the
  ///     restored text).
  ///   - unchanged: For a command readline records even when it changes nothing (a case
  ///     change, a transposition), the range it covered.
  func record(
    since mark: Mark, in buffer: TextBuffer, kind: Kind = .edit, caretAfterUndo: Int? = nil,
    unchanged: NSRange? = nil
  ) {
    guard version == mark.version else { return }  // a list already forgotten stays so
    defer { version = buffer.version }
    guard buffer.version != mark.version else {
      if let unchanged, unchanged.length > 0 {
        let text = buffer.substring(unchanged)
        push(
          Change(
            location: unchanged.location, removed: text, inserted: text,
            caretAfterUndo: caretAfterUndo ?? unchanged.location + unchanged.length,
            joinable: false))
      }
      return
    }
    var change: (location: Int, removed: String, inserted: String)
    if let edit = buffer.lastCommittedEdit, edit.fromVersion == mark.version,
      edit.toVersion == buffer.version
    {
      change = (edit.range.location, edit.removed, edit.replacement)
    } else if let old = mark.snapshot {
      let oldPositions = TextPositions(old)
      let difference = TextBuffer.difference(from: old, positions: oldPositions, to: buffer.text)
      let location = difference.range.location
      change = (
        location,
        String(
          old[
            oldPositions.index(
              at: location, in: old)..<oldPositions.index(
                at: location + difference.range.length, in: old)]),
        buffer.substring(NSRange(location: location, length: difference.replacementLength))
      )
    } else {
      forget(at: buffer.version)
      return
    }
    if change.removed.isEmpty, change.inserted.isEmpty { return }
    let pureInsertion = change.removed.isEmpty
    if kind == .insertion, pureInsertion, change.inserted.utf8.count == 1,
      let top = entries.last, top.joinable,
      top.location + top.inserted.utf16.count == change.location, top.inserted.utf8.count < 20
    {
      entries[entries.count - 1].inserted += change.inserted
      redoEntries.removeAll()
      return
    }
    let caret =
      pureInsertion
      ? change.location : caretAfterUndo ?? change.location + change.removed.utf16.count
    push(
      Change(
        location: change.location, removed: change.removed, inserted: change.inserted,
        caretAfterUndo: caret, joinable: kind == .insertion && pureInsertion))
  }

  private func push(_ change: Change) {
    entries.append(change)
    if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
    redoEntries.removeAll()
  }

  /// Whether there is anything to undo.
  var canUndo: Bool { !entries.isEmpty }

  /// Undoes the newest entry in `control`, through its delegate, and leaves the caret as
  /// readline does.
  ///
  /// - Returns: Whether an entry was undone (a delegate can refuse; the list is then
  ///   forgotten).
  @discardableResult
  func undo(in control: some LineEditable) -> Bool {
    guard let change = entries.popLast() else { return false }
    guard apply(change, reversed: true, in: control) else { return false }
    redoEntries.append(change)
    return true
  }

  /// Ctrl-_ (`count` times), Alt-_ (`count` times) or Alt-R (until nothing is left): stops
  /// at the first that cannot go on.
  func perform(_ action: TextFieldWidget.Action, count: Int, in control: some LineEditable) {
    var remaining = action == .revertLine ? Int.max : count
    while remaining > 0, action == .redo ? redo(in: control) : undo(in: control) {
      remaining -= 1
    }
  }

  /// Applies the newest undone entry again (Fieldwork's redo; readline has none): the caret
  /// goes after the text it puts back.
  @discardableResult
  func redo(in control: some LineEditable) -> Bool {
    guard let change = redoEntries.popLast() else { return false }
    let kept = redoEntries
    guard apply(change, reversed: false, in: control) else { return false }
    entries.append(change)
    redoEntries = kept
    return true
  }

  private func apply(_ change: Change, reversed: Bool, in control: some LineEditable) -> Bool {
    let (current, restored) =
      reversed
      ? (change.inserted, change.removed) : (change.removed, change.inserted)
    let range = NSRange(location: change.location, length: current.utf16.count)
    if current != restored {
      let before = control.buffer.version
      guard control.buffer.substring(range) == current,
        control.performSubstituteEdit(range, with: restored),
        control.buffer.substring(NSRange(location: change.location, length: restored.utf16.count))
          == restored
      else {
        forget(at: control.buffer.version == before ? before : nil)
        return false
      }
    }
    control.select(
      NSRange(
        location: reversed ? change.caretAfterUndo : change.location + restored.utf16.count,
        length: 0))
    version = control.buffer.version
    return true
  }
}
