/// A position in a text control's text, as UIKit's `UITextPosition`: a UTF-16 offset from
/// the start, as UIKit's text fields and text views count them.
///
/// A position is a plain offset. It does not follow edits: after the text changes, a
/// position from before means the same offset in the new text, and a position taken from
/// another field means its offset in this one. Nothing traps on a stale position: one past
/// the end of the text gives `nil` from `position(from:offset:)` and `text(in:)`, and is
/// clamped to the end (and onto a character boundary) when it selects.
public class UITextPosition: NSObject {
  /// The UTF-16 offset from the start of the text.
  public let offset: Int

  init(offset: Int) {
    self.offset = offset
    super.init()
  }

  /// Positions at the same offset are equal.
  public override func isEqual(_ object: Any?) -> Bool {
    (object as? UITextPosition)?.offset == offset
  }

  /// Hashes the offset.
  public override var hash: Int { offset.hashValue }

  /// The offset.
  public override var description: String { "UITextPosition(\(offset))" }
}

/// UITextInput's positions and ranges over a headless control, once for ``UITextField`` and
/// ``UITextView``: offsets are UTF-16, as UIKit counts them, and lengths come from the
/// control's buffer, so a position costs the same in a long text as in a short one.
@MainActor
struct TextInputPositions<Control: HeadlessTextInput> {
  let control: Control
  /// Whether up and down move between lines (a text view) or leave the text (a field).
  let isMultiline: Bool

  private var length: Int { control.buffer.utf16Count }

  var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
  var endOfDocument: UITextPosition { UITextPosition(offset: length) }

  func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    let result = position.offset.addingReportingOverflow(offset)
    guard !result.overflow, result.partialValue >= 0, result.partialValue <= length else {
      return nil
    }
    return UITextPosition(offset: result.partialValue)
  }

  func position(
    from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
  ) -> UITextPosition? {
    switch direction {
    case .right: return self.position(from: position, offset: offset)
    case .left: return self.position(from: position, offset: -offset)
    case .up, .down:
      guard offset != 0 else { return position }
      guard isMultiline, (0...length).contains(position.offset) else { return nil }
      // Line by line, keeping the position's column, as UIKit keeps the caret's.
      let buffer = control.buffer
      var location = buffer.snap(position.offset, up: false)
      let column = buffer.column(of: location)
      let up = (direction == .up) == (offset > 0)
      for _ in 0..<offset.magnitude {
        guard let next = buffer.offset(inLineAdjacentTo: location, up: up, column: column) else {
          return nil
        }
        location = next
      }
      return UITextPosition(offset: location)
    }
  }

  func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    position.offset < other.offset
      ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
  }

  func textRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
    guard (0...length).contains(from.offset), (0...length).contains(to.offset) else { return nil }
    return from.offset <= to.offset
      ? UITextRange(start: from, end: to) : UITextRange(start: to, end: from)
  }

  func text(in range: UITextRange) -> String? {
    guard range.start.offset >= 0, range.end.offset <= length else { return nil }
    let buffer = control.buffer
    guard let stringRange = try? buffer.stringRange(buffer.clamped(range.nsRange)) else {
      return nil
    }
    return String(buffer.text[stringRange])
  }

  func replace(_ range: UITextRange, withText text: String) {
    guard range.start.offset >= 0, range.end.offset <= length else { return }
    control.performSubstituteEdit(control.buffer.clamped(range.nsRange), with: text)
  }

  var selectedTextRange: UITextRange? {
    let selection = control.buffer.selection
    return UITextRange(
      start: UITextPosition(offset: selection.location),
      end: UITextPosition(offset: selection.location + selection.length))
  }

  func select(_ range: UITextRange?) {
    guard let range else { return }
    try? control.setSelectedRange(control.buffer.clamped(range.nsRange))
  }

  var markedTextRange: UITextRange? {
    guard let marked = control.buffer.markedRange else { return nil }
    return UITextRange(
      start: UITextPosition(offset: marked.location),
      end: UITextPosition(offset: marked.location + marked.length))
  }
}
