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
/// | Home, End, Ctrl-A, Ctrl-E | the start and end of the line |
/// | Ctrl-Home, Ctrl-End | the start and end of the text |
/// | Ctrl-K, Ctrl-U, Ctrl-W, Alt-Backspace | delete to the line's end, to its start, the word before |
/// | Shift with a movement | extends the selection |
///
/// Tab and Escape are left to the app (moving focus, leaving the editor).
@MainActor public final class TextAreaWidget {
  /// The view drawn and edited.
  public let view: HeadlessTextView
  /// The text shown, dim, while the text is empty.
  public var placeholder: String?
  /// The UTF-16 offset where the first row drawn starts.
  public private(set) var topOffset = 0
  /// The width and height of the last draw: what rows and pages mean to the keys.
  private var size = (width: 80, height: 10)
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
    for line in 0..<size.height {
      guard let rowStart = start else { break }
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
    guard view.isFirstResponder else { return false }
    let shift = event.modifiers.contains(.shift)
    let control = event.modifiers.contains(.control)
    let word = event.modifiers.contains(.alt) || control
    switch event.key {
    case .character(let character) where event.modifiers.contains(.alt):
      switch character {
      case "b": view.moveCaret(.wordLeft)
      case "f": view.moveCaret(.wordRight)
      default: return false
      }
    case .character(let character): view.insertText(String(character))
    case .paste(let text): view.paste(text)
    case .enter: view.tapReturnKey()
    case .backspace where event.modifiers.contains(.alt):
      delete(to: buffer.wordStart(before: caret))
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
    case .control("a"): view.moveCaret(.lineStart)
    case .control("e"): view.moveCaret(.lineEnd)
    case .control("k"):
      let end = buffer.lineEnd(at: caret)
      delete(to: end == caret ? buffer.characterBoundary(after: caret) : end)
    case .control("u"): delete(to: buffer.lineStart(at: caret))
    case .control("w"): delete(to: buffer.wordStart(before: caret))
    default:
      return false
    }
    return true
  }

  private var caret: Int { view.caretLocation }

  /// Deletes from the caret to `offset` as a selection and a backspace, so the delegate is
  /// asked about exactly that range.
  private func delete(to offset: Int) {
    let lower = min(caret, offset)
    let upper = max(caret, offset)
    guard upper > lower else { return }
    view.select(NSRange(location: lower, length: upper - lower))
    if view.selectedRange.length > 0 { view.deleteBackward() }
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
