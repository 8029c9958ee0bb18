import Fieldwork
import Foundation

/// Draws a `HeadlessTextField` on one row and edits it with the keys of a shell
/// line editor.
///
/// Drawing: the text (bullets for a secure field; the placeholder, dim, when empty), the
/// selection in reverse video, marked (IME) text underlined, and the caret at its display
/// column while the field is first responder. Text wider than the field scrolls horizontally
/// to keep the caret in view. Widths follow ``DisplayWidth``; the text is made safe with
/// ``VisibleText``.
///
/// Keys (``handle(_:)``), each sent to the field as a user action so its delegate and
/// bindings see what UIKit would send them. They are readline's emacs keys, as bash has them
/// (the terminal article's table compares them key by key):
///
/// | key | action |
/// |---|---|
/// | printable, paste | `insertText(_:)`, `paste(_:)` |
/// | Backspace, Delete, Ctrl-D | `deleteBackward()`, the character after the caret |
/// | Left, Right, Ctrl-B, Ctrl-F (Shift: extend the selection) | one character |
/// | Alt-Left, Alt-Right, Alt-B, Alt-F | one word (letters and digits, as readline's words) |
/// | Home, End, Ctrl-A, Ctrl-E | the start, the end |
/// | Ctrl-U, Ctrl-K | kill to the start, to the end |
/// | Ctrl-W | kill back to whitespace (`foo-bar` whole) |
/// | Alt-Backspace; Alt-D | kill the word before the caret; after it |
/// | Ctrl-Y; Alt-Y right after | yank the kill shown last; the one before it instead |
/// | Alt-U, Alt-L, Alt-C | upcase, downcase, capitalise the word after the caret |
/// | Ctrl-T; Alt-T | swap the characters around the caret; the words |
/// | Ctrl-_ (Ctrl-/), Ctrl-X Ctrl-U, Ctrl-Z; Alt-_ | undo; redo |
/// | Alt-R | undo every change (revert the line) |
/// | Ctrl-V | insert the next key as it is (Ctrl-A as U+0001) |
/// | Alt-0…Alt-9 | a numeric argument: Alt-3 Alt-D kills three words, Alt-1 Alt-2 x types 12 |
/// | Ctrl-P, Ctrl-N (with a ``history``; Up and Down too, when they reach the widget) | the entry before, after (the draft after the newest) |
/// | Ctrl-R (with a ``history``) | search the history: type to narrow, Ctrl-R for an older match, Enter keeps it, Esc or Ctrl-G goes back to the draft |
/// | Enter | `tapReturnKey()` |
///
/// Kills delete their text into ``killRing`` (consecutive kills join, as in a shell) and
/// yanks paste it back. Deletions other than Backspace select their range and then press
/// Backspace, as a text system does, so the delegate is asked about exactly that range.
///
/// Undo follows readline, not the field's own undo manager: each key is one step, typing
/// joins into steps of up to 20 bytes of one-byte characters, and undoing leaves the caret
/// where readline leaves it, with nothing selected (after restored text, at the start of
/// removed text). A change made by the program, not by a key, starts the list afresh. A
/// secure field keeps no undo list, and its kills only delete: no key copies its text
/// anywhere, so secure text cannot leave the field.
@MainActor public final class TextFieldWidget {
  /// The field drawn and edited.
  public let field: HeadlessTextField
  /// The first display column shown (the horizontal scroll).
  public private(set) var scrollOffset = 0
  /// What a line-editing key does (see ``keyMap``); a ``TextAreaWidget`` uses the same
  /// actions.
  public enum Action: Hashable, Sendable, CaseIterable {
    /// The history entry before the one shown (Ctrl-P).
    case recallPrevious
    /// The entry after it, or the draft (Ctrl-N).
    case recallNext
    /// Search the history as you type (Ctrl-R).
    case searchHistory
    /// Kill to the end (Ctrl-K); in a text area, to the end of the line, or the line break at
    /// its end.
    case killToEnd
    /// Kill to the start (Ctrl-U); in a text area, to the start of the line.
    case killToStart
    /// Kill back to whitespace (Ctrl-W): readline's `unix-word-rubout`.
    case unixWordRubout
    /// Kill the word before the caret (Alt-Backspace).
    case killWordBackward
    /// Kill the word after the caret (Alt-D).
    case killWordForward
    /// Paste the kill shown last (Ctrl-Y).
    case yank
    /// Right after a yank, show the kill before instead (Alt-Y).
    case yankPrevious
    /// Undo the last change (Ctrl-_, Ctrl-X Ctrl-U, Ctrl-Z).
    case undo
    /// Redo what undo took back (Alt-_; readline has no redo).
    case redo
    /// Undo every change (Alt-R): readline's `revert-line`.
    case revertLine
    /// Swap the characters around the caret (Ctrl-T).
    case transpose
    /// Swap the words around the caret (Alt-T).
    case transposeWords
    /// Uppercase the word after the caret (Alt-U).
    case upcaseWord
    /// Lowercase the word after the caret (Alt-L).
    case downcaseWord
    /// Capitalise the word after the caret (Alt-C).
    case capitalizeWord
    /// Insert the next key as it is (Ctrl-V).
    case quotedInsert
    /// A digit of a numeric argument for the next key (Alt-0…Alt-9).
    case numericArgument
    /// Edit the text in `$VISUAL` or `$EDITOR` (Ctrl-X Ctrl-E; a text area with an
    /// ``TextAreaWidget/externalEditor`` only).
    case editInEditor
    /// One character on (Ctrl-F).
    case forwardCharacter
    /// One character back (Ctrl-B).
    case backwardCharacter
    /// Delete the character after the caret (Ctrl-D).
    case deleteForward
    /// To the end of the word (Alt-F).
    case wordForward
    /// To the start of the word (Alt-B).
    case wordBackward
    /// To the start (Ctrl-A); in a text area, of the line.
    case lineStart
    /// To the end (Ctrl-E); in a text area, of the line.
    case lineEnd
  }

  /// The shell's keys for each ``Action``: what the table above lists.
  public static let lineEditing: KeyMap<Action> = {
    func alt(_ letter: Character) -> KeyEvent { KeyEvent(.character(letter), modifiers: .alt) }
    var map = KeyMap<Action>(ordered: [
      (KeyEvent(.control("p")), .recallPrevious), (KeyEvent(.control("n")), .recallNext),
      (KeyEvent(.control("r")), .searchHistory), (KeyEvent(.control("k")), .killToEnd),
      (KeyEvent(.control("u")), .killToStart), (KeyEvent(.control("w")), .unixWordRubout),
      (KeyEvent(.backspace, modifiers: .alt), .killWordBackward), (alt("d"), .killWordForward),
      (KeyEvent(.control("y")), .yank), (alt("y"), .yankPrevious),
      (KeyEvent(.control("_")), .undo), (KeyEvent(.control("z")), .undo), (alt("_"), .redo),
      (alt("r"), .revertLine), (KeyEvent(.control("t")), .transpose), (alt("t"), .transposeWords),
      (alt("u"), .upcaseWord), (alt("l"), .downcaseWord), (alt("c"), .capitalizeWord),
      (KeyEvent(.control("v")), .quotedInsert),
      (KeyEvent(.control("f")), .forwardCharacter), (KeyEvent(.control("b")), .backwardCharacter),
      (KeyEvent(.control("d")), .deleteForward), (alt("f"), .wordForward),
      (alt("b"), .wordBackward), (KeyEvent(.control("a")), .lineStart),
      (KeyEvent(.control("e")), .lineEnd),
    ])
    map[sequence: [KeyEvent(.control("x")), KeyEvent(.control("u"))]] = .undo
    for digit in "0123456789" { map[alt(digit)] = .numericArgument }
    return map
  }()

  /// Which key does which line-editing ``Action``: rebind or unbind keys here
  /// (`widget.keyMap[KeyEvent(.control("z"))] = nil` keeps Ctrl-Z for your screen). Keys not
  /// in it keep their built-in meaning: typing, Backspace, Delete, the arrows, Home, End,
  /// Enter.
  public var keyMap = TextFieldWidget.lineEditing

  /// Where Ctrl-K and the other kill keys put text, and Ctrl-Y takes it from.
  public var killRing = KillRing.shared
  /// Earlier entries for Ctrl-P, Ctrl-N and Ctrl-R to recall, or `nil` for none (the
  /// default). Ignored by a secure field. Adding entries is the app's choice (on submit,
  /// say): see ``History/add(_:)``.
  public var history: History?
  /// What stands for each character still to type in the placeholder a field's
  /// `HeadlessTextField.inputFormatter` gives (a mask's `+1 (555) ___-____`), drawn dimmed
  /// after the text while the field is focused.
  public var formatBlank: Character = "_"
  /// The history search under way (Ctrl-R), if any.
  public internal(set) var historySearch: HistorySearch?

  /// A history search (Ctrl-R) under way: what was typed to find, and which match is shown.
  public struct HistorySearch: Sendable, Equatable {
    /// The text searched for.
    public var query: String
    /// Which match is shown, counted from the newest.
    public var matchOffset: Int
    /// Whether the query matches no entry (the field keeps what it showed).
    public var isFailing: Bool
    /// The field's text when the search began, restored by Esc.
    var draft: String
  }
  /// The fixed end of a selection made with Shift.
  var anchor: Int?
  /// Where the text was last drawn (after any prompt), for clicks.
  var drawnArea: (row: Int, column: Int, width: Int)?
  /// What the previous key did, for joining kills and for Alt-Y.
  var lastCommand = LineCommand.other
  /// The keys held until the command they begin is complete.
  var pending = PendingKeys()
  /// readline's undo list for the field.
  let lineUndo = LineUndo()
  /// How the command under way is recorded in ``lineUndo``.
  var undoDetails = UndoDetails()

  /// The numeric argument typed so far (Alt-3, then any digits), waiting for its key.
  public var numericArgument: Int? { pending.argument }

  /// A widget for `field` (for example, a `RepresentableHost`'s view).
  public init(_ field: HeadlessTextField) {
    self.field = field
  }

  /// Draws the field's `validationMessage`, if any, in the error part (bold red in the
  /// standard theme), in up to `width` columns of `row` from `column`, beside where the field
  /// is drawn.
  ///
  /// - Returns: The columns used: 0 when the field has no message.
  @discardableResult
  public func drawValidation(into canvas: inout Canvas, row: Int, column: Int, width: Int) -> Int {
    guard let message = field.validationMessage, !message.isEmpty else { return 0 }
    return canvas.put(message, row: row, column: column, style: .error, width: width)
  }

  /// Draws the field in `width` columns of `row` from `column`, and puts the caret there
  /// while the field is first responder.
  public func draw(into canvas: inout Canvas, row: Int, column: Int, width: Int) {
    var column = column
    var width = max(width, 1)
    // A history search shows what it looks for before the match.
    if let search = historySearch {
      let prompt = "\(search.isFailing ? "no match" : "history") “\(search.query)”: "
      let used = canvas.put(prompt, row: row, column: column, style: .dim, width: width - 1)
      column += used
      width = max(width - used, 1)
    }
    canvas.fill(row: row, column: column, width: width)
    drawnArea = (row, column, width)
    let text = field.text
    // What a mask (or another formatter) still waits for, drawn dimmed after the text while
    // the field is focused: "+1 (555) ___-____".
    let blanks =
      field.isFirstResponder && field.markedRange == nil && !field.isSecureTextEntry
      ? field.inputFormatter?.placeholder(after: text, blank: formatBlank) ?? "" : ""
    if text.isEmpty {
      scrollOffset = 0
      if !blanks.isEmpty {
        canvas.put(blanks, row: row, column: column, style: .placeholder, width: width)
      } else if let placeholder = field.placeholder {
        canvas.put(placeholder, row: row, column: column, style: .placeholder, width: width)
      }
      if field.isFirstResponder { canvas.cursor = (row, column) }
      return
    }
    let layout = self.layout(of: text)
    let caret = layout.caretColumn
    if caret < scrollOffset { scrollOffset = caret }
    if caret >= scrollOffset + width { scrollOffset = caret - width + 1 }
    if layout.totalWidth < width { scrollOffset = 0 }
    for cell in layout.clusters {
      let start = cell.column - scrollOffset
      guard start + cell.width > 0 else { continue }
      guard start < width else { break }
      if start < 0 || start + cell.width > width {
        canvas.fill(row: row, column: column + max(start, 0), width: 1, style: cell.style)
      } else {
        canvas.put(
          cell.text, row: row, column: column + start, style: cell.style, width: cell.width)
      }
    }
    let end = layout.totalWidth - scrollOffset
    if !blanks.isEmpty, end < width {
      canvas.put(
        blanks, row: row, column: column + end, style: .placeholder, width: width - end)
    }
    if field.isFirstResponder { canvas.cursor = (row, column + caret - scrollOffset) }
  }

  struct LaidOut {
    /// The character's UTF-16 offset in the field's text.
    var offset: Int
    var text: String
    var column: Int
    var width: Int
    var style: CellStyle
  }

  func layout(of text: String) -> (clusters: [LaidOut], caretColumn: Int, totalWidth: Int) {
    let selection = field.selectedRange
    let marked = field.markedRange
    let focused = field.isFirstResponder
    let secure = field.isSecureTextEntry
    var clusters: [LaidOut] = []
    var offset = 0
    var column = 0
    var caretColumn = 0
    let caretOffset = selection.location + selection.length
    for character in text {
      if offset == caretOffset { caretColumn = column }
      let shown = secure ? "•" : VisibleText.escaping(String(character))
      let width = DisplayWidth.of(shown)
      let style = CellStyle.ofCharacter(
        at: offset, selection: selection, marked: marked, focused: focused)
      clusters.append(
        LaidOut(offset: offset, text: shown, column: column, width: width, style: style))
      offset += character.utf16.count
      column += width
    }
    if offset <= caretOffset { caretColumn = column }
    return (clusters, caretColumn, column)
  }

  /// Applies `event` to the field (see the table above). Does nothing unless the field is
  /// first responder.
  ///
  /// - Returns: Whether the key was used. A key that begins a sequence (Ctrl-X), a numeric
  ///   argument and Ctrl-V are used, and wait for the key that completes them.
  @discardableResult
  public func handle(_ event: KeyEvent) -> Bool {
    if case .mouse(let mouse) = event.key { return click(mouse) }
    guard field.isFirstResponder else { return false }
    lineUndo.synchronize(with: field.buffer, enabled: !field.isSecureTextEntry)
    if historySearch != nil, handleHistorySearch(event) { return true }
    switch pending.step(event, in: keyMap) {
    case .held: return true
    case .quoted(let text, let count):
      lastCommand = .other
      guard let text else { return true }
      return recordingUndo { insert(String(repeating: text, count: count)) }
    case .command(let action, let count, let explicit):
      let arguments = LineArguments(count: count, explicit: explicit, previous: lastCommand)
      return run(action, for: event, arguments)
    }
  }

  /// Does the key's action, or its built-in meaning, as one undo step.
  private func run(_ action: Action?, for event: KeyEvent, _ arguments: LineArguments) -> Bool {
    lastCommand = .other
    let history = field.isSecureTextEntry ? nil : self.history
    let recalls =
      action == .recallPrevious || action == .recallNext
      || (history != nil && (event.key == .up || event.key == .down) && event.modifiers.isEmpty)
    // An edit: the next recall starts from the newest again.
    if !recalls { history?.endRecall() }
    return recordingUndo {
      if let action { return perform(action, arguments, history: history) }
      switch event.key {
      // Up and Down recall too, when a screen lets them reach the field.
      case .up where history != nil && event.modifiers.isEmpty:
        return perform(.recallPrevious, arguments, history: history)
      case .down where history != nil && event.modifiers.isEmpty:
        return perform(.recallNext, arguments, history: history)
      default:
        return edit(event, arguments)
      }
    }
  }

  /// Runs a command, recording what it changed as one step of ``lineUndo`` (as
  /// ``undoDetails`` says).
  func recordingUndo(_ command: () -> Bool) -> Bool {
    let mark = lineUndo.mark(field.buffer)
    undoDetails = UndoDetails()
    let used = command()
    if !undoDetails.handled {
      lineUndo.record(
        since: mark, in: field.buffer, kind: undoDetails.kind,
        caretAfterUndo: undoDetails.caretAfterUndo, unchanged: undoDetails.unchanged)
    }
    return used
  }
}

extension CellStyle {
  /// The style of a text control's character at UTF-16 `offset`: the selection's part inside
  /// the selection while the control is focused, the marked part inside marked (IME) text.
  static func ofCharacter(
    at offset: Int, selection: NSRange, marked: NSRange?, focused: Bool
  ) -> CellStyle {
    var style: CellStyle = []
    if focused, selection.length > 0, offset >= selection.location,
      offset < selection.location + selection.length
    {
      style.insert(.selection)
    }
    if let marked, offset >= marked.location, offset < marked.location + marked.length {
      style.insert(.marked)
    }
    return style
  }
}
