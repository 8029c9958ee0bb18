import Foundation

/// The text of an editable control and everything that changes with it: the characters
/// (committed and marked), their UTF-16 length, the selection, the input method's
/// composition, the undo history, and a version that counts changes.
///
/// ``HeadlessTextField`` and `HeadlessTextView` each own one, as a stored property. It is a
/// value with pure mutating methods: none calls a delegate, an action or any other outside
/// code, so a control asks its delegate *before* it changes the buffer and notifies *after*,
/// and no access to the buffer is ever in progress while outside code runs (the language's
/// exclusivity checks would trap if one were). A change is one access to the control's
/// property, however many of the buffer's parts it touches. Every state it reaches keeps the selection and the marked range inside the text
/// and on grapheme-cluster boundaries.
///
/// The UTF-16 length is kept as edits happen, and positions near the end are found by
/// walking back from it (see ``TextRanges``): the standard library recounts a non-ASCII string
/// after every mutation, which for a long text would cost a pass per keystroke.
package struct TextBuffer {
  /// The text, including marked text being composed.
  package private(set) var text = ""
  /// The UTF-16 length of ``text``.
  package private(set) var utf16Count = 0
  /// The selection in UTF-16 units; a zero length is the caret.
  package private(set) var selection = NSRange(location: 0, length: 0)
  /// The input method's provisional text, or `nil`.
  package private(set) var composition: Composition?
  /// The undo and redo stacks.
  package var history = UndoHistory()
  /// Counts every change of the text, programmatic or not, so a sequence can tell that a
  /// callback replaced it.
  package private(set) var version = 0
  /// The last edit a person made to the committed text. It describes the current text only
  /// when its `toVersion` is ``version``: any other change moves the version on.
  package private(set) var lastCommittedEdit: CommittedEdit?

  /// An empty buffer.
  package init() {}

  /// One edit of the committed text: `range` (UTF-16, in the text of length `lengthBefore`
  /// at `fromVersion`) replaced by `replacement`, giving the text at `toVersion`.
  package struct CommittedEdit {
    package let fromVersion: Int
    package let toVersion: Int
    package let range: NSRange
    package let replacement: String
    package let lengthBefore: Int
  }

  // MARK: Reading

  /// The range of the marked text inside ``text``, widened to whole grapheme clusters.
  package var markedRange: NSRange? { composition?.markedRange(in: text) }
  /// The text without the marked text being composed.
  package var committedText: String { composition?.committedText(of: text) ?? text }
  /// The marked text being composed, or `nil`.
  package var markedText: String? { composition?.markedText(in: text) }

  /// The string range of a UTF-16 range of the text.
  ///
  /// - Throws: ``TextRangeError`` when the range is `NSNotFound`, out of bounds, or splits a
  ///   surrogate pair or a grapheme cluster.
  package func stringRange(_ range: NSRange) throws(TextRangeError) -> Range<String.Index> {
    try TextRanges.stringRange(range, in: text, utf16Count: utf16Count)
  }

  /// The UTF-16 range of a string range of the text.
  package func nsRange(_ range: Range<String.Index>) -> NSRange {
    TextRanges.nsRange(range, in: text, utf16Count: utf16Count)
  }

  /// The selection as a string range.
  package var selectedStringRange: Range<String.Index> {
    // The buffer only ever holds valid selections.
    (try? stringRange(selection)) ?? text.endIndex..<text.endIndex
  }

  /// The grapheme boundary at or next to `offset`, after clamping it into the text.
  package func snap(_ offset: Int, up: Bool) -> Int {
    TextRanges.snap(offset, in: text, up: up, utf16Count: utf16Count)
  }

  /// `range` clamped into the text and widened to character boundaries; `NSNotFound`
  /// becomes the caret at the end.
  package func clamped(_ range: NSRange) -> NSRange {
    guard range.location != NSNotFound else { return NSRange(location: utf16Count, length: 0) }
    let lower = snap(range.location, up: false)
    let sum = range.location.addingReportingOverflow(max(range.length, 0))
    let end = sum.overflow ? Int.max : sum.partialValue
    let upper = max(lower, snap(end, up: true))
    return NSRange(location: lower, length: upper - lower)
  }

  /// The UTF-16 range of the grapheme cluster that ends at the boundary `offset` (> 0).
  package func clusterBefore(_ offset: Int) -> NSRange {
    TextRanges.clusterBefore(offset, in: text, utf16Count: utf16Count)
  }

  /// The UTF-16 range of the grapheme cluster that starts at the boundary `offset` (< the
  /// length).
  package func clusterAfter(_ offset: Int) -> NSRange {
    TextRanges.clusterAfter(offset, in: text, utf16Count: utf16Count)
  }

  // MARK: Changing

  /// Sets the text programmatically: any composition ends, the caret goes to the end, and
  /// the undo group breaks. Setting the text it already has changes nothing, not even the
  /// selection, unless an input method is composing.
  ///
  /// - Returns: Whether anything changed.
  @discardableResult
  package mutating func assign(_ newText: String) -> Bool {
    guard newText != text || composition != nil else { return false }
    text = newText
    utf16Count = newText.utf16.count
    version += 1
    composition = nil
    selection = NSRange(location: utf16Count, length: 0)
    history.breakGroup()
    return true
  }

  /// Replaces a valid UTF-16 `range` with `replacement`, as a person's edit: any
  /// composition ends, and the caret goes after the replacement, on a character boundary.
  package mutating func replace(_ range: NSRange, with replacement: String) {
    let edit = CommittedEdit(
      fromVersion: version, toVersion: version + 1, range: range, replacement: replacement,
      lengthBefore: utf16Count)
    let wasComposing = composition != nil
    let replacementLength = replaceText(range, with: replacement)
    version += 1
    // While composing, the text holds marked text the committed text does not: the edit
    // does not describe a change of the committed text.
    lastCommittedEdit = wasComposing ? nil : edit
    composition = nil
    // An inserted combining mark or joiner can merge with its neighbours; keep the caret on
    // a boundary by moving it to the end of the cluster it landed in.
    selection = NSRange(location: snap(range.location + replacementLength, up: true), length: 0)
  }

  /// Replaces `range` in place, keeping ``utf16Count`` in step; returns the replacement's
  /// UTF-16 length.
  private mutating func replaceText(_ range: NSRange, with replacement: String) -> Int {
    let replacementLength = replacement.utf16.count
    TextRanges.replace(range, in: &text, with: replacement, utf16Count: utf16Count)
    utf16Count += replacementLength - range.length
    return replacementLength
  }

  /// Moves the selection to `range`, which must address the text on character boundaries.
  package mutating func select(_ range: NSRange) {
    selection = range
  }

  /// Records the state before an edit of `group` as an undo step, unless it continues the
  /// current group.
  package mutating func recordUndo(group: UndoHistory.Group?) {
    history.recordEdit(before: UndoHistory.Snapshot(text: text, selection: selection), group: group)
  }

  /// Ends the current undo group: the next edit starts a new step.
  package mutating func breakUndoGroup() {
    history.breakGroup()
  }

  /// Shows provisional input-method text in place of the composition (or of `range`, when
  /// nothing is being composed); `relative` is the selection inside the marked text, clamped
  /// into it. Empty marked text ends the composition. A composition is one undo step,
  /// recorded when it starts.
  package mutating func setMarkedText(_ markedText: String, selectedRange relative: NSRange) {
    let range = composition?.range ?? selection
    history.breakGroup()
    if composition == nil {
      history.push(UndoHistory.Snapshot(text: text, selection: selection))
    }
    let length = replaceText(range, with: markedText)
    version += 1
    if length == 0 {
      composition = nil
      selection = NSRange(location: snap(range.location, up: true), length: 0)
      return
    }
    composition = Composition(range: NSRange(location: range.location, length: length))
    let location =
      relative.location == NSNotFound ? length : min(max(relative.location, 0), length)
    let end = location + min(max(relative.length, 0), length - location)
    let marked = markedRange ?? NSRange(location: range.location, length: length)
    let lower = max(marked.location, snap(range.location + location, up: false))
    let upper = min(
      marked.location + marked.length, max(lower, snap(range.location + end, up: true)))
    selection = NSRange(location: lower, length: upper - lower)
  }

  /// Commits the marked text where it is and puts the caret after it.
  ///
  /// - Returns: Whether there was a composition to commit.
  @discardableResult
  package mutating func commitComposition() -> Bool {
    guard let markedRange else { return false }
    composition = nil
    selection = NSRange(location: markedRange.location + markedRange.length, length: 0)
    history.breakGroup()
    return true
  }

  /// Drops the composition without committing anything more (its text stays, as committed
  /// text): what ending editing guarantees whatever callbacks did.
  package mutating func endComposition() {
    composition = nil
  }

  /// The change that ``stepThroughHistory(undoing:to:)`` would make: the step it restores, and
  /// the smallest range of the current text whose replacement gives the step's text.
  package func nextHistoryStep(
    undoing: Bool
  ) -> (snapshot: UndoHistory.Snapshot, range: NSRange, replacement: String)? {
    guard let snapshot = history.next(undoing: undoing) else { return nil }
    let (range, replacement) = Self.difference(from: text, to: snapshot.text)
    return (snapshot, range, replacement)
  }

  /// Restores `snapshot`, the top of the undo (or redo) stack as ``nextHistoryStep(undoing:)``
  /// read it, keeping the current state on the other stack; the selection is snapped into
  /// the restored text.
  package mutating func stepThroughHistory(undoing: Bool, to snapshot: UndoHistory.Snapshot) {
    let current = UndoHistory.Snapshot(text: text, selection: selection)
    if undoing { history.undo(from: current) } else { history.redo(from: current) }
    text = snapshot.text
    utf16Count = snapshot.text.utf16.count
    version += 1
    composition = nil
    let lower = snap(snapshot.selection.location, up: false)
    let end = snapshot.selection.location + snapshot.selection.length
    let upper = max(lower, snap(end, up: true))
    selection = NSRange(
      location: min(lower, utf16Count), length: min(upper, utf16Count) - min(lower, utf16Count))
  }

  /// The smallest UTF-16 range of `old` whose replacement gives `new`, on grapheme
  /// boundaries.
  static func difference(from old: String, to new: String) -> (NSRange, String) {
    let oldCharacters = Array(old)
    let newCharacters = Array(new)
    // Scalar by scalar: canonically equal characters ("é" and e + U+0301) compare equal as
    // `Character`s, yet replacing one with the other is a real edit.
    func same(_ a: Character, _ b: Character) -> Bool {
      a.unicodeScalars.elementsEqual(b.unicodeScalars)
    }
    var prefix = 0
    while prefix < oldCharacters.count, prefix < newCharacters.count,
      same(oldCharacters[prefix], newCharacters[prefix])
    {
      prefix += 1
    }
    var suffix = 0
    while suffix < oldCharacters.count - prefix, suffix < newCharacters.count - prefix,
      same(
        oldCharacters[oldCharacters.count - 1 - suffix],
        newCharacters[newCharacters.count - 1 - suffix])
    {
      suffix += 1
    }
    let location = oldCharacters[..<prefix].reduce(0) { $0 + $1.utf16.count }
    let length = oldCharacters[prefix..<(oldCharacters.count - suffix)].reduce(0) {
      $0 + $1.utf16.count
    }
    let replacement = String(newCharacters[prefix..<(newCharacters.count - suffix)])
    return (NSRange(location: location, length: length), replacement)
  }
}
