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
/// | Backspace, Delete | `deleteBackward()`, the character after the caret |
/// | Left, Right (Shift: extend the selection) | one character |
/// | Alt-Left, Alt-Right, Alt-B, Alt-F | one word |
/// | Home, End, Ctrl-A, Ctrl-E | the start, the end |
/// | Ctrl-U, Ctrl-K | delete to the start, to the end |
/// | Ctrl-W, Alt-Backspace | delete the word before the caret |
/// | Enter | `tapReturnKey()` |
///
/// Deletions other than Backspace select their range and then press Backspace, as a text
/// system does, so the delegate is asked about exactly that range. No key copies or cuts
/// text, so secure text cannot leave the field.
@MainActor public final class TextFieldWidget {
  /// The field drawn and edited.
  public let field: HeadlessTextField
  /// The first display column shown (the horizontal scroll).
  public private(set) var scrollOffset = 0
  private var anchor: Int?

  /// A widget for `field` (for example, a `RepresentableHost`'s view).
  public init(_ field: HeadlessTextField) {
    self.field = field
  }

  /// Draws the field in `width` columns of `row` from `column`, and puts the caret there
  /// while the field is first responder.
  public func draw(into canvas: inout Canvas, row: Int, column: Int, width: Int) {
    let width = max(width, 1)
    canvas.fill(row: row, column: column, width: width)
    let text = field.text
    if text.isEmpty {
      scrollOffset = 0
      if let placeholder = field.placeholder {
        canvas.put(placeholder, row: row, column: column, style: .dim, width: width)
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
      clusters.append(LaidOut(text: shown, column: column, width: width, style: style))
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
    guard field.isFirstResponder else { return false }
    let shift = event.modifiers.contains(.shift)
    let word = event.modifiers.contains(.alt) || event.modifiers.contains(.control)
    switch event.key {
    case .character(let character) where event.modifiers.contains(.alt):
      switch character {
      case "b": move(to: wordStart(before: caret), extending: false)
      case "f": move(to: wordEnd(after: caret), extending: false)
      default: return false
      }
    case .character(let character):
      anchor = nil
      field.insertText(String(character))
    case .paste(let text):
      anchor = nil
      field.paste(text)
    case .enter:
      field.tapReturnKey()
    case .backspace where event.modifiers.contains(.alt):
      delete(NSRange(location: wordStart(before: caret), length: 0), through: caret)
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
    case .control("a"): move(to: 0, extending: false)
    case .control("e"): move(to: field.text.utf16.count, extending: false)
    case .control("u"): delete(NSRange(location: 0, length: 0), through: caret)
    case .control("k"): delete(NSRange(location: caret, length: 0), through: field.text.utf16.count)
    case .control("w"):
      delete(NSRange(location: wordStart(before: caret), length: 0), through: caret)
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
  /// The style of a text control's character at UTF-16 `offset`: reverse video inside the
  /// selection while the control is focused, underlined inside marked (IME) text.
  static func ofCharacter(
    at offset: Int, selection: NSRange, marked: NSRange?, focused: Bool
  ) -> CellStyle {
    var style: CellStyle = []
    if focused, selection.length > 0, offset >= selection.location,
      offset < selection.location + selection.length
    {
      style.insert(.inverse)
    }
    if let marked, offset >= marked.location, offset < marked.location + marked.length {
      style.insert(.underline)
    }
    return style
  }
}
