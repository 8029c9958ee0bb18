import Fieldwork
import Foundation

/// Draws a `HeadlessTextView` in a box of rows and edits it with the keys people expect of
/// a text area.
///
/// Drawing: each line of the text wrapped to the width by display columns (grapheme
/// clusters, East Asian Width; a character that does not fit starts the next row), the
/// selection in reverse video, marked (IME) text underlined, the placeholder (dim) while the
/// text is empty, and the terminal's cursor at the caret while the view is first responder.
/// The rows scroll to keep the caret in view. Only the rows shown are laid out, so a frame of
/// a 10 MB note costs what a frame of a short one does; the text is made safe with
/// ``VisibleText`` (a tab shows as `^I`, a bidi override as `<U+202E>`).
///
/// Keys (``handle(_:)``), each sent to the view as a user action, so its delegate and
/// bindings see what UIKit would send them:
///
/// | key | action |
/// |---|---|
/// | printable, paste (bracketed, several lines) | `insertText(_:)`, `paste(_:)` |
/// | Enter | a line break, through `shouldChangeTextIn` |
/// | Backspace, Delete | `deleteBackward()`, `deleteForward()` |
/// | Left, Right; Alt- or Ctrl-: by word | one character |
/// | Up, Down | one row as drawn, keeping the column |
/// | PageUp, PageDown | a page of rows, keeping the column |
/// | Home, End | the start and end of the line |
/// | Ctrl-Home, Ctrl-End | the start and end of the text |
/// | Shift with a movement | extends the selection |
/// | a click (with ``Terminal/requestsMouse``) | focuses the view and puts the caret at the character drawn there |
/// | the wheel | the caret ``wheelStep`` rows up or down |
///
/// and the shell's line-editing keys, from ``keyMap`` (rebindable; the same keys as
/// ``TextFieldWidget``'s, for the line the caret is on):
///
/// | key | action |
/// |---|---|
/// | Ctrl-A, Ctrl-E | the start and end of the line |
/// | Ctrl-F, Ctrl-B; Alt-F, Alt-B | a character, a word on or back |
/// | Ctrl-D | delete the character after the caret |
/// | Ctrl-K | kill to the line's end (at its end: the line break) |
/// | Ctrl-U, Ctrl-W or Alt-Backspace, Alt-D | kill to the line's start, the word before, the word after |
/// | Ctrl-Y; Alt-Y right after | yank the newest kill; replace it with the one before |
/// | Ctrl-_ or Ctrl-Z; Alt-_ | undo; redo (the view's own, grouped as UIKit groups typing) |
/// | Ctrl-T | swap the characters around the caret |
///
/// Kills go into ``killRing`` (consecutive kills join, as in a shell), shared with the text
/// fields unless given another. Tab and Escape are left to the app (moving focus, leaving the
/// editor).
@MainActor public final class TextAreaWidget {
  /// The view drawn and edited.
  public let view: HeadlessTextView
  /// The text shown, dim, while the text is empty.
  public var placeholder: String?
  /// The UTF-16 offset where the first row drawn starts.
  public private(set) var topOffset = 0
  /// The width and height of the last draw: what rows and pages mean to the keys.
  private var size = (width: 80, height: 10)
  /// Where the rows were last drawn, and where each drawn row starts, for clicks.
  private var drawnArea: (row: Int, column: Int, rowStarts: [Int])?
  /// What the previous key did, for joining kills and for Alt-Y.
  private var lastCommand = LastCommand.other

  private enum LastCommand: Equatable {
    case other
    case kill
    /// A yank that inserted this range.
    case yank(NSRange)
  }

  /// What a line-editing key does (see ``keyMap``): a text field's actions, for the line the
  /// caret is on. The history ones (recall, search) do nothing here.
  public typealias Action = TextFieldWidget.Action

  /// The shell's keys for each ``Action``: a text field's, without the history keys.
  public static let lineEditing: KeyMap<Action> = {
    var map = TextFieldWidget.lineEditing
    for action in [Action.recallPrevious, .recallNext, .searchHistory] {
      for key in map.keys(for: action) { map[key] = nil }
    }
    return map
  }()

  /// Which key does which line-editing ``Action``: rebind or unbind keys here. Keys not in it
  /// keep their built-in meaning: typing, Enter, Backspace, Delete, the arrows, Home, End,
  /// PageUp, PageDown.
  public var keyMap = TextAreaWidget.lineEditing
  /// Where Ctrl-K and the other kill keys put text, and Ctrl-Y takes it from.
  public var killRing = KillRing.shared
  /// Rows the caret moves per notch of the wheel.
  public var wheelStep = 3
  /// The column vertical movement keeps, and where it left the caret.
  private var preferredColumn: (caret: Int, version: Int, column: Int)?

  /// A widget for `view` (for example, a `RepresentableHost`'s view of a `TextEditor`).
  public init(_ view: HeadlessTextView, placeholder: String? = nil) {
    self.view = view
    self.placeholder = placeholder
  }

  // MARK: Rows

  /// One row as drawn: the UTF-16 offsets of its text, and where the next row starts (`nil`
  /// after the last row of the text).
  struct Row: Equatable {
    var start: Int
    var end: Int
    var next: Int?
  }

  private var buffer: TextBuffer { view.buffer }

  /// The row that starts at `start` (a row start): clusters until the width is full, the
  /// line ends, or the text does.
  func row(from start: Int) -> Row {
    let buffer = self.buffer
    let text = buffer.text
    var index = buffer.index(at: start)
    var offset = start
    var column = 0
    while index < text.endIndex {
      let character = text[index]
      if character.isNewline {
        let after = text.index(after: index)
        return Row(start: start, end: offset, next: buffer.offset(of: after))
      }
      let width = Self.width(of: character)
      if column > 0, column + width > size.width {
        return Row(start: start, end: offset, next: offset)
      }
      column += width
      offset += character.utf16.count
      index = text.index(after: index)
    }
    return Row(start: start, end: offset, next: nil)
  }

  /// The start of the row that holds `offset`: rows are laid out from the start of its line.
  /// An offset where a wrapped row ends belongs to the next row, as the caret shows there.
  func rowStart(containing offset: Int) -> Int {
    var start = buffer.lineStart(at: offset)
    while true {
      let row = self.row(from: start)
      guard let next = row.next, next == row.end, next <= offset, next > start else {
        return start
      }
      start = next
    }
  }

  /// The start of the row before the row starting at `start`, or `nil` for the first row.
  func rowStart(before start: Int) -> Int? {
    guard start > 0 else { return nil }
    return rowStart(containing: buffer.characterBoundary(before: start))
  }

  // MARK: Drawing

  /// Draws the view in `height` rows of `width` columns from (`row`, `column`), and puts
  /// the cursor at the caret while the view is first responder.
  public func draw(into canvas: inout Canvas, row: Int, column: Int, width: Int, height: Int) {
    size = (max(width, 1), max(height, 1))
    for line in 0..<size.height { canvas.fill(row: row + line, column: column, width: size.width) }
    let focused = view.isFirstResponder
    drawnArea = (row, column, [0])
    if buffer.utf16Count == 0 {
      topOffset = 0
      if let placeholder {
        canvas.put(placeholder, row: row, column: column, style: .placeholder, width: size.width)
      }
      if focused { canvas.cursor = (row, column) }
      return
    }
    scrollToCaret()
    let caret = view.caretLocation
    let selection = view.selectedRange
    let marked = view.markedRange
    let text = buffer.text
    var start: Int? = topOffset
    var rowStarts: [Int] = []
    for line in 0..<size.height {
      guard let rowStart = start else { break }
      rowStarts.append(rowStart)
      let laidOut = self.row(from: rowStart)
      var index = buffer.index(at: rowStart)
      var offset = rowStart
      var x = 0
      while offset < laidOut.end {
        let character = text[index]
        if focused, offset == caret { canvas.cursor = (row + line, column + x) }
        let shown = VisibleText.escaping(String(character))
        let cellWidth = DisplayWidth.of(shown)
        let style = CellStyle.ofCharacter(
          at: offset, selection: selection, marked: marked, focused: focused)
        canvas.put(shown, row: row + line, column: column + x, style: style, width: cellWidth)
        x += cellWidth
        offset += character.utf16.count
        index = text.index(after: index)
      }
      if focused, caret == laidOut.end, laidOut.next != laidOut.end || laidOut.next == nil {
        canvas.cursor = (row + line, column + min(x, size.width - 1))
      }
      start = laidOut.next
    }
    drawnArea = (row, column, rowStarts)
  }

  /// Moves ``topOffset`` so that the caret's row is among the rows drawn.
  private func scrollToCaret() {
    topOffset = rowStart(containing: min(topOffset, buffer.utf16Count))
    let caretRow = rowStart(containing: view.caretLocation)
    if caretRow < topOffset {
      topOffset = caretRow
      return
    }
    var start: Int? = topOffset
    for _ in 0..<size.height {
      guard let current = start else { return }
      if current == caretRow { return }
      start = row(from: current).next
    }
    // Below the rows drawn: the caret's row becomes the last one.
    var top = caretRow
    for _ in 1..<size.height {
      guard let previous = rowStart(before: top) else { break }
      top = previous
    }
    topOffset = top
  }

  // MARK: Keys

  /// Applies `event` to the view (see the table above). Does nothing unless the view is
  /// first responder.
  ///
  /// - Returns: Whether the key was used.
  @discardableResult
  public func handle(_ event: KeyEvent) -> Bool {
    if case .mouse(let mouse) = event.key { return handle(mouse) }
    guard view.isFirstResponder else { return false }
    let previousCommand = lastCommand
    lastCommand = .other
    if let action = keyMap[event] { return perform(action, after: previousCommand) }
    let shift = event.modifiers.contains(.shift)
    let control = event.modifiers.contains(.control)
    let word = event.modifiers.contains(.alt) || control
    switch event.key {
    case .character where event.modifiers.contains(.alt):
      return false  // Alt with a letter is a command (see ``keyMap``), never text
    case .character(let character): view.insertText(String(character))
    case .paste(let text): view.paste(text)
    case .enter: view.tapReturnKey()
    case .backspace: view.deleteBackward()
    case .delete: view.deleteForward()
    case .left: view.moveCaret(word ? .wordLeft : .left, extendingSelection: shift)
    case .right: view.moveCaret(word ? .wordRight : .right, extendingSelection: shift)
    case .up: moveByRows(-1, extending: shift)
    case .down: moveByRows(1, extending: shift)
    case .pageUp: moveByRows(-(size.height - 1), extending: shift)
    case .pageDown: moveByRows(size.height - 1, extending: shift)
    case .home: view.moveCaret(control ? .documentStart : .lineStart, extendingSelection: shift)
    case .end: view.moveCaret(control ? .documentEnd : .lineEnd, extendingSelection: shift)
    default:
      return false
    }
    return true
  }

  /// Does `action`.
  ///
  /// - Returns: Whether it applied (Alt-Y needs a yank just before; the history actions never
  ///   apply here).
  private func perform(_ action: Action, after previousCommand: LastCommand) -> Bool {
    switch action {
    case .recallPrevious, .recallNext, .searchHistory:
      return false
    case .killToEnd:
      let end = buffer.lineEnd(at: caret)
      kill(to: end == caret ? buffer.characterBoundary(after: caret) : end, after: previousCommand)
    case .killToStart: kill(to: buffer.lineStart(at: caret), after: previousCommand)
    case .killWordBackward: kill(to: buffer.wordStart(before: caret), after: previousCommand)
    case .killWordForward: kill(to: buffer.wordEnd(after: caret), after: previousCommand)
    case .yank:
      guard let text = killRing.newest else { return true }
      killRing.yankOffset = 0
      yank(text)
    case .yankPrevious:
      guard case .yank(let range) = previousCommand else { return false }
      killRing.yankOffset += 1
      guard let text = killRing.entry(back: killRing.yankOffset) else { return true }
      view.select(range)
      yank(text)
    case .undo: view.undo()
    case .redo: view.redo()
    case .transpose: transpose()
    case .forwardCharacter: view.moveCaret(.right)
    case .backwardCharacter: view.moveCaret(.left)
    case .deleteForward: view.deleteForward()
    case .wordForward: view.moveCaret(.wordRight)
    case .wordBackward: view.moveCaret(.wordLeft)
    case .lineStart: view.moveCaret(.lineStart)
    case .lineEnd: view.moveCaret(.lineEnd)
    }
    return true
  }

  /// A left-button press on the rows as last drawn focuses the view (asking its delegate, as
  /// a tap does) and puts the caret before the character drawn at that column (past a row's
  /// end, at its end), committing marked text first; the wheel moves the caret by rows.
  ///
  /// - Returns: Whether the event was on the view.
  private func handle(_ mouse: MouseEvent) -> Bool {
    guard let area = drawnArea, mouse.row >= area.row, mouse.row < area.row + size.height,
      mouse.column >= area.column, mouse.column < area.column + size.width
    else { return false }
    switch mouse.action {
    case .press where mouse.button == 0:
      if !view.isFirstResponder { view.tap() }
      guard view.isFirstResponder else { return true }
      if view.markedRange != nil { view.unmarkText() }
      lastCommand = .other
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

  private var caret: Int { view.caretLocation }

  /// Deletes from the caret to `offset` into the kill ring (joined to the last kill when the
  /// previous key killed too), as a selection and a backspace, so the delegate is asked about
  /// exactly that range; only what the delegate let go is killed.
  private func kill(to offset: Int, after previous: LastCommand) {
    let lower = min(caret, offset)
    let upper = max(caret, offset)
    guard upper > lower else { return }
    // Text killed before the caret joins the front of the last kill, as in a shell.
    let backward = upper == caret
    let text = buffer.text
    let killed = String(text[buffer.index(at: lower)..<buffer.index(at: upper)])
    let before = buffer.utf16Count
    view.select(NSRange(location: lower, length: upper - lower))
    if view.selectedRange.length > 0 { view.deleteBackward() }
    guard buffer.utf16Count < before else { return }
    lastCommand = .kill
    killRing.kill(killed, joiningLast: previous == .kill, before: backward)
  }

  /// Pastes `text` as a yank, remembering the range it took for Alt-Y.
  private func yank(_ text: String) {
    let start = view.selectedRange.location
    view.paste(text)
    let end = view.selectedRange.location
    lastCommand = .yank(NSRange(location: start, length: max(end - start, 0)))
  }

  /// Swaps the character before the caret with the one after it (the two before it at a
  /// line's end), and moves past them: readline's Ctrl-T. A line break is not swapped.
  private func transpose() {
    guard view.selectedRange.length == 0 else { return }
    var position = caret
    let lineEnd = buffer.lineEnd(at: position)
    if position == lineEnd { position = buffer.characterBoundary(before: position) }
    let lower = buffer.characterBoundary(before: position)
    let upper = buffer.characterBoundary(after: position)
    guard lower >= buffer.lineStart(at: caret), lower < position, position < upper,
      upper <= lineEnd
    else { return }
    let text = buffer.text
    let first = text[buffer.index(at: lower)..<buffer.index(at: position)]
    let second = text[buffer.index(at: position)..<buffer.index(at: upper)]
    view.select(NSRange(location: lower, length: upper - lower))
    view.insertText(String(second + first))
  }

  /// Moves the caret `count` rows down (up when negative) as drawn, keeping the display
  /// column it had when vertical movement began; past the first or last row, to the start or
  /// end of the text.
  private func moveByRows(_ count: Int, extending: Bool) {
    let caret = self.caret
    var start = rowStart(containing: caret)
    let column: Int
    if let preferredColumn, preferredColumn.caret == caret,
      preferredColumn.version == buffer.version
    {
      column = preferredColumn.column
    } else {
      column = self.column(of: caret, inRowFrom: start)
    }
    var target: Int?
    for _ in 0..<count.magnitude {
      let next = count < 0 ? rowStart(before: start) : row(from: start).next
      guard let next else {
        target = count < 0 ? 0 : buffer.utf16Count
        break
      }
      start = next
    }
    let destination = target ?? offset(atColumn: column, inRowFrom: start)
    view.moveCaret(to: destination, extendingSelection: extending)
    if target == nil { preferredColumn = (view.caretLocation, buffer.version, column) }
  }

  /// The display column of `offset` in the row that starts at `start`.
  private func column(of offset: Int, inRowFrom start: Int) -> Int {
    let text = buffer.text
    var index = buffer.index(at: start)
    var position = start
    var column = 0
    while position < offset, index < text.endIndex {
      let character = text[index]
      column += Self.width(of: character)
      position += character.utf16.count
      index = text.index(after: index)
    }
    return column
  }

  /// The offset in the row that starts at `start` whose display column is the last not past
  /// `column` (the row's end when it is narrower).
  private func offset(atColumn column: Int, inRowFrom start: Int) -> Int {
    let laidOut = row(from: start)
    let text = buffer.text
    var index = buffer.index(at: start)
    var position = start
    var x = 0
    while position < laidOut.end {
      let character = text[index]
      let width = Self.width(of: character)
      if x + width > column { break }
      x += width
      position += character.utf16.count
      index = text.index(after: index)
    }
    // The end of a wrapped row is the next row's start: stay on this row.
    if position == laidOut.end, laidOut.next == laidOut.end, position > start {
      return buffer.characterBoundary(before: position)
    }
    return position
  }

  /// The columns `character` takes as drawn.
  static func width(of character: Character) -> Int {
    if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
    return DisplayWidth.of(VisibleText.escaping(String(character)))
  }
}
