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
/// bindings see what UIKit would send them:
///
/// | key | action |
/// |---|---|
/// | printable, paste | `insertText(_:)`, `paste(_:)` |
/// | Backspace, Delete, Ctrl-D | `deleteBackward()`, the character after the caret |
/// | Left, Right, Ctrl-B, Ctrl-F (Shift: extend the selection) | one character |
/// | Alt-Left, Alt-Right, Alt-B, Alt-F | one word |
/// | Home, End, Ctrl-A, Ctrl-E | the start, the end |
/// | Ctrl-U, Ctrl-K | kill to the start, to the end |
/// | Ctrl-W, Alt-Backspace; Alt-D | kill the word before the caret; after it |
/// | Ctrl-Y; Alt-Y right after | yank the newest kill; the one before it instead |
/// | Ctrl-_ (Ctrl-/), Ctrl-Z; Alt-_ | `undo()`; `redo()` |
/// | Ctrl-T | swap the characters around the caret |
/// | Ctrl-P, Ctrl-N (with a ``history``; Up and Down too, when they reach the widget) | the entry before, after (the draft after the newest) |
/// | Ctrl-R (with a ``history``) | search the history: type to narrow, Ctrl-R for an older match, Enter keeps it, Esc or Ctrl-G goes back to the draft |
/// | Enter | `tapReturnKey()` |
///
/// Kills delete their text into ``killRing`` (consecutive kills join, as in a shell) and
/// yanks paste it back. Deletions other than Backspace select their range and then press
/// Backspace, as a text system does, so the delegate is asked about exactly that range.
/// Undo and redo are the field's own, grouped as UIKit groups typing. A secure field's kills
/// only delete: no key copies its text anywhere, so secure text cannot leave the field.
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
    /// Kill the word before the caret (Ctrl-W, Alt-Backspace).
    case killWordBackward
    /// Kill the word after the caret (Alt-D).
    case killWordForward
    /// Paste the newest kill (Ctrl-Y).
    case yank
    /// Right after a yank, show the kill before instead (Alt-Y).
    case yankPrevious
    /// The field's undo (Ctrl-_, Ctrl-Z).
    case undo
    /// The field's redo (Alt-_).
    case redo
    /// Swap the characters around the caret (Ctrl-T).
    case transpose
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
  public static let lineEditing = KeyMap<Action>(ordered: [
    (KeyEvent(.control("p")), .recallPrevious), (KeyEvent(.control("n")), .recallNext),
    (KeyEvent(.control("r")), .searchHistory), (KeyEvent(.control("k")), .killToEnd),
    (KeyEvent(.control("u")), .killToStart), (KeyEvent(.control("w")), .killWordBackward),
    (KeyEvent(.backspace, modifiers: .alt), .killWordBackward),
    (KeyEvent(.character("d"), modifiers: .alt), .killWordForward),
    (KeyEvent(.control("y")), .yank), (KeyEvent(.character("y"), modifiers: .alt), .yankPrevious),
    (KeyEvent(.control("_")), .undo), (KeyEvent(.control("z")), .undo),
    (KeyEvent(.character("_"), modifiers: .alt), .redo), (KeyEvent(.control("t")), .transpose),
    (KeyEvent(.control("f")), .forwardCharacter), (KeyEvent(.control("b")), .backwardCharacter),
    (KeyEvent(.control("d")), .deleteForward),
    (KeyEvent(.character("f"), modifiers: .alt), .wordForward),
    (KeyEvent(.character("b"), modifiers: .alt), .wordBackward),
    (KeyEvent(.control("a")), .lineStart), (KeyEvent(.control("e")), .lineEnd),
  ])

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
  /// The history search under way (Ctrl-R), if any.
  public private(set) var historySearch: HistorySearch?

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
  private var anchor: Int?
  /// Where the text was last drawn (after any prompt), for clicks.
  private var drawnArea: (row: Int, column: Int, width: Int)?
  /// What the previous key did, for joining kills and for Alt-Y.
  private var lastCommand = LastCommand.other

  private enum LastCommand: Equatable {
    case other
    case kill
    /// A yank that inserted this range.
    case yank(NSRange)
  }

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
    if text.isEmpty {
      scrollOffset = 0
      if let placeholder = field.placeholder {
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
    if field.isFirstResponder { canvas.cursor = (row, column + caret - scrollOffset) }
  }

  private struct LaidOut {
    /// The character's UTF-16 offset in the field's text.
    var offset: Int
    var text: String
    var column: Int
    var width: Int
    var style: CellStyle
  }

  private func layout(of text: String) -> (clusters: [LaidOut], caretColumn: Int, totalWidth: Int) {
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
  /// - Returns: Whether the key was used.
  @discardableResult
  public func handle(_ event: KeyEvent) -> Bool {
    if case .mouse(let mouse) = event.key { return click(mouse) }
    guard field.isFirstResponder else { return false }
    if historySearch != nil, handleHistorySearch(event) { return true }
    let previousCommand = lastCommand
    lastCommand = .other
    let history = field.isSecureTextEntry ? nil : self.history
    let action = keyMap[event]
    let recalls =
      action == .recallPrevious || action == .recallNext
      || (history != nil && (event.key == .up || event.key == .down) && event.modifiers.isEmpty)
    // An edit: the next recall starts from the newest again.
    if !recalls { history?.endRecall() }
    if let action { return perform(action, after: previousCommand, history: history) }
    switch event.key {
    // Up and Down recall too, when a screen lets them reach the field.
    case .up where history != nil && event.modifiers.isEmpty:
      return perform(.recallPrevious, after: previousCommand, history: history)
    case .down where history != nil && event.modifiers.isEmpty:
      return perform(.recallNext, after: previousCommand, history: history)
    default:
      return edit(event)
    }
  }

  /// Does `action`.
  ///
  /// - Returns: Whether it applied (recall and history search need a ``history``; Alt-Y
  ///   needs a yank just before).
  private func perform(_ action: Action, after previousCommand: LastCommand, history: History?)
    -> Bool
  {
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
    case .killToEnd: kill(from: caret, to: field.text.utf16.count, after: previousCommand)
    case .killToStart: kill(from: 0, to: caret, after: previousCommand)
    case .killWordBackward:
      kill(from: wordStart(before: caret), to: caret, after: previousCommand)
    case .killWordForward: kill(from: caret, to: wordEnd(after: caret), after: previousCommand)
    case .yank: yank()
    case .yankPrevious:
      guard case .yank(let range) = previousCommand else { return false }
      yank(replacing: range)
    case .undo: field.undo()
    case .redo: field.redo()
    case .transpose: transpose()
    case .forwardCharacter: return edit(KeyEvent(.right))
    case .backwardCharacter: return edit(KeyEvent(.left))
    case .deleteForward: return edit(KeyEvent(.delete))
    case .wordForward: move(to: wordEnd(after: caret), extending: false)
    case .wordBackward: move(to: wordStart(before: caret), extending: false)
    case .lineStart: move(to: 0, extending: false)
    case .lineEnd: move(to: field.text.utf16.count, extending: false)
    }
    return true
  }

  /// A left-button press on the text as last drawn: focuses the field (asking its delegate,
  /// as a tap does) and puts the caret before the character drawn at that column, wide
  /// characters counting their two columns; past the text, at its end. Marked text is
  /// committed first, as a tap elsewhere commits it in UIKit.
  ///
  /// - Returns: Whether the press was on the field.
  private func click(_ mouse: MouseEvent) -> Bool {
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
    history?.endRecall()
    field.select(NSRange(location: offset, length: 0))
    return true
  }

  /// A key during a history search: narrowing, the next match, keeping or leaving it.
  ///
  /// - Returns: Whether the search used the key; a key it does not use ends the search,
  ///   keeping the match, and is then handled as usual.
  private func handleHistorySearch(_ event: KeyEvent) -> Bool {
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
      replaceText(with: search.draft)
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
    if !matches.isEmpty { replaceText(with: matches[search.matchOffset]) }
    return true
  }

  /// Replaces the whole text with `text` as a person's edit (select all, then type it), so
  /// the delegate and the bindings see it; the caret goes to the end.
  private func replaceText(with text: String) {
    anchor = nil
    guard text != field.text else { return }
    field.select(NSRange(location: 0, length: field.text.utf16.count))
    if text.isEmpty {
      if field.selectedRange.length > 0 { field.deleteBackward() }
    } else {
      field.insertText(text)
    }
  }

  /// The keys that neither kill nor yank.
  private func edit(_ event: KeyEvent) -> Bool {
    let shift = event.modifiers.contains(.shift)
    let word = event.modifiers.contains(.alt) || event.modifiers.contains(.control)
    switch event.key {
    case .character where event.modifiers.contains(.alt):
      return false  // Alt with a letter is a command (see ``keyMap``), never text
    case .character(let character):
      anchor = nil
      field.insertText(String(character))
    case .paste(let text):
      anchor = nil
      field.paste(text)
    case .enter:
      field.tapReturnKey()
    case .backspace:
      anchor = nil
      field.deleteBackward()
    case .delete:
      let selection = field.selectedRange
      if selection.length > 0 {
        field.deleteBackward()
      } else {
        delete(NSRange(location: caret, length: 0), through: next(after: caret))
      }
    case .left:
      let selection = field.selectedRange
      if !shift, selection.length > 0 {
        move(to: selection.location, extending: false)
      } else {
        move(to: word ? wordStart(before: caret) : previous(before: caret), extending: shift)
      }
    case .right:
      let selection = field.selectedRange
      if !shift, selection.length > 0 {
        move(to: selection.location + selection.length, extending: false)
      } else {
        move(to: word ? wordEnd(after: caret) : next(after: caret), extending: shift)
      }
    case .home: move(to: 0, extending: shift)
    case .end: move(to: field.text.utf16.count, extending: shift)
    default:
      return false
    }
    return true
  }

  /// The caret: the moving end of the selection.
  private var caret: Int {
    let selection = field.selectedRange
    if let anchor, anchor == selection.location + selection.length { return selection.location }
    return selection.location + selection.length
  }

  private func move(to offset: Int, extending: Bool) {
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
  /// the previous key killed too); a secure field's text is only deleted.
  private func kill(from start: Int, to end: Int, after previous: LastCommand) {
    let lower = min(start, end)
    let upper = max(start, end)
    // Text killed before the caret joins the front of the last kill, as in a shell.
    let backward = upper == caret && lower < upper
    let text = field.text
    let killed = String(text[index(lower, in: text)..<index(upper, in: text)])
    let before = field.text.utf16.count
    delete(NSRange(location: lower, length: 0), through: upper)
    // Only what the delegate let go is killed.
    guard field.text.utf16.count < before else { return }
    lastCommand = .kill
    if !field.isSecureTextEntry {
      killRing.kill(killed, joiningLast: previous == .kill, before: backward)
    }
  }

  /// Pastes the newest kill at the caret.
  private func yank() {
    guard let text = killRing.newest else { return }
    killRing.yankOffset = 0
    paste(text)
  }

  /// Replaces the text the previous yank inserted with the kill before the one it showed.
  private func yank(replacing range: NSRange) {
    killRing.yankOffset += 1
    guard let text = killRing.entry(back: killRing.yankOffset) else { return }
    field.select(range)
    paste(text)
  }

  /// Pastes `text` as a yank: the field decides what arrives (a line break becomes a space).
  private func paste(_ text: String) {
    anchor = nil
    let start = field.selectedRange.location
    field.paste(text)
    let end = field.selectedRange.location
    lastCommand = .yank(NSRange(location: start, length: max(end - start, 0)))
  }

  /// Swaps the character before the caret with the one after it (the two before it at the
  /// end), and moves past them: readline's Ctrl-T. Nothing in a secure field.
  private func transpose() {
    guard !field.isSecureTextEntry, field.selectedRange.length == 0 else { return }
    let text = field.text
    var position = caret
    if position == text.utf16.count { position = previous(before: position) }
    let lower = previous(before: position)
    let upper = next(after: position)
    guard lower < position, position < upper else { return }
    let first = text[index(lower, in: text)..<index(position, in: text)]
    let second = text[index(position, in: text)..<index(upper, in: text)]
    anchor = nil
    field.select(NSRange(location: lower, length: upper - lower))
    field.insertText(String(second + first))
  }

  private func delete(_ start: NSRange, through end: Int) {
    anchor = nil
    let lower = min(start.location, end)
    let upper = max(start.location, end)
    guard upper > lower else { return }
    field.select(NSRange(location: lower, length: upper - lower))
    if field.selectedRange.length > 0 { field.deleteBackward() }
  }

  private func index(_ offset: Int, in text: String) -> String.Index {
    let utf16 = text.utf16
    let clamped = min(max(offset, 0), utf16.count)
    return utf16.index(utf16.startIndex, offsetBy: clamped)
  }

  private func previous(before offset: Int) -> Int {
    let text = field.text
    let position = index(offset, in: text)
    guard position > text.startIndex else { return 0 }
    return text.utf16.distance(from: text.startIndex, to: text.index(before: position))
  }

  private func next(after offset: Int) -> Int {
    let text = field.text
    let position = index(offset, in: text)
    guard position < text.endIndex else { return text.utf16.count }
    return text.utf16.distance(from: text.startIndex, to: text.index(after: position))
  }

  private func wordStart(before offset: Int) -> Int {
    if field.isSecureTextEntry { return 0 }  // words of a secret are not shown
    let text = field.text
    var position = index(offset, in: text)
    while position > text.startIndex, !text[text.index(before: position)].isWordCharacter {
      position = text.index(before: position)
    }
    while position > text.startIndex, text[text.index(before: position)].isWordCharacter {
      position = text.index(before: position)
    }
    return text.utf16.distance(from: text.startIndex, to: position)
  }

  private func wordEnd(after offset: Int) -> Int {
    let text = field.text
    if field.isSecureTextEntry { return text.utf16.count }
    var position = index(offset, in: text)
    while position < text.endIndex, !text[position].isWordCharacter {
      position = text.index(after: position)
    }
    while position < text.endIndex, text[position].isWordCharacter {
      position = text.index(after: position)
    }
    return text.utf16.distance(from: text.startIndex, to: position)
  }
}

extension Character {
  fileprivate var isWordCharacter: Bool { isLetter || isNumber || self == "_" }
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
