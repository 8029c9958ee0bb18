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
/// | Ctrl-F, Ctrl-B; Alt-F, Alt-B | a character, a word (letters and digits) on or back |
/// | Ctrl-D | delete the character after the caret |
/// | Ctrl-K | kill to the line's end (at its end: the line break) |
/// | Ctrl-U; Ctrl-W | kill to the line's start; back to whitespace (a line break counts) |
/// | Alt-Backspace, Alt-D | kill the word before, the word after |
/// | Ctrl-Y; Alt-Y right after | yank the kill shown last; replace it with the one before |
/// | Alt-U, Alt-L, Alt-C | upcase, downcase, capitalise the word after the caret |
/// | Ctrl-T; Alt-T | swap the characters around the caret (on its line); the words |
/// | Ctrl-_, Ctrl-X Ctrl-U or Ctrl-Z; Alt-_ | undo; redo |
/// | Alt-R | undo every change |
/// | Ctrl-V | insert the next key as it is |
/// | Alt-0…Alt-9 | a numeric argument for the next key |
/// | Ctrl-X Ctrl-E (with an ``externalEditor``) | edit the text in `$VISUAL` or `$EDITOR` |
///
/// Kills go into ``killRing`` (consecutive kills join, as in a shell), shared with the text
/// fields unless given another. Undo is readline's, as in ``TextFieldWidget``: a step per
/// key, typing joined in steps of up to 20 bytes, the caret where readline leaves it. Tab and
/// Escape are left to the app (moving focus, leaving the editor).
@MainActor public final class TextAreaWidget {
  /// The view drawn and edited.
  public let view: HeadlessTextView
  /// The text shown, dim, while the text is empty.
  public var placeholder: String?
  /// The UTF-16 offset where the first row drawn starts.
  public private(set) var topOffset = 0
  /// The width and height of the last draw: what rows and pages mean to the keys.
  var size = (width: 80, height: 10)
  /// Where the rows were last drawn, and where each drawn row starts, for clicks.
  var drawnArea: (row: Int, column: Int, rowStarts: [Int])?
  /// What the previous key did, for joining kills and for Alt-Y.
  var lastCommand = LineCommand.other
  /// The keys held until the command they begin is complete.
  var pending = PendingKeys()
  /// readline's undo list for the view.
  let lineUndo = LineUndo()
  /// How the command under way is recorded in ``lineUndo``.
  var undoDetails = UndoDetails()

  /// The numeric argument typed so far (Alt-3, then any digits), waiting for its key.
  public var numericArgument: Int? { pending.argument }

  /// What Ctrl-X Ctrl-E opens the text in, or `nil` (the default) to leave the key unbound
  /// in effect. Set it to ``ExternalEditor`` with the session's terminal, or to a closure of
  /// your own (a test's).
  public var externalEditor: ExternalEditor?
  /// Why the key just handled, Ctrl-X Ctrl-E, gave nothing back (an
  /// ``ExternalEditor/Failure``, or what your closure threw), or `nil`: for a status line.
  /// Every key resets it.
  public internal(set) var lastEditorFailure: (any Error)?

  /// What a line-editing key does (see ``keyMap``): a text field's actions, for the line the
  /// caret is on. The history ones (recall, search) do nothing here.
  public typealias Action = TextFieldWidget.Action

  /// The shell's keys for each ``Action``: a text field's, without the history keys, and
  /// with Ctrl-X Ctrl-E.
  public static let lineEditing: KeyMap<Action> = {
    var map = TextFieldWidget.lineEditing
    for action in [Action.recallPrevious, .recallNext, .searchHistory] {
      for keys in map.sequences(for: action) { map[sequence: keys] = nil }
    }
    map[sequence: [KeyEvent(.control("x")), KeyEvent(.control("e"))]] = .editInEditor
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

  var buffer: TextBuffer { view.buffer }

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
  /// - Returns: Whether the key was used. A key that begins a sequence (Ctrl-X), a numeric
  ///   argument and Ctrl-V are used, and wait for the key that completes them.
  @discardableResult
  public func handle(_ event: KeyEvent) -> Bool {
    if case .mouse(let mouse) = event.key { return handle(mouse) }
    guard view.isFirstResponder else { return false }
    lastEditorFailure = nil
    lineUndo.synchronize(with: buffer)
    switch pending.step(event, in: keyMap) {
    case .held: return true
    case .quoted(let text, let count):
      lastCommand = .other
      guard let text else { return true }
      return recordingUndo { insert(String(repeating: text, count: count)) }
    case .command(let action, let count, let explicit):
      let arguments = LineArguments(count: count, explicit: explicit, previous: lastCommand)
      lastCommand = .other
      return recordingUndo {
        if let action { return perform(action, arguments) }
        return edit(event, arguments)
      }
    }
  }

  /// Runs a command, recording what it changed as one step of ``lineUndo``.
  func recordingUndo(_ command: () -> Bool) -> Bool {
    let mark = lineUndo.mark(buffer)
    undoDetails = UndoDetails()
    let used = command()
    if !undoDetails.handled {
      lineUndo.record(
        since: mark, in: buffer, kind: undoDetails.kind,
        caretAfterUndo: undoDetails.caretAfterUndo, unchanged: undoDetails.unchanged)
    }
    return used
  }

  /// Moves the caret `count` rows down (up when negative) as drawn, keeping the display
  /// column it had when vertical movement began; past the first or last row, to the start or
  /// end of the text.
  func moveByRows(_ count: Int, extending: Bool) {
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
  func offset(atColumn column: Int, inRowFrom start: Int) -> Int {
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
