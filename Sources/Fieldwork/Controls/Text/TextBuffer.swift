import Foundation

/// The text of an editable control and everything that changes with it: the characters
/// (committed and marked), their ``TextPositions``, the selection, the input method's
/// composition, the undo history, and a version that counts changes.
///
/// ``HeadlessTextField`` and ``HeadlessTextView`` each own one, as a stored property. It is a
/// value with pure mutating methods: none calls a delegate, an action or any other outside
/// code, so a control asks its delegate *before* it changes the buffer and notifies *after*,
/// and no access to the buffer is ever in progress while outside code runs (the language's
/// exclusivity checks would trap if one were). A change is one access to the control's
/// property, however many of the buffer's parts it touches. Every state it reaches keeps the
/// selection and the marked range inside the text and on grapheme-cluster boundaries.
///
/// Every change of the text goes through ``replaceText(_:with:)``, which keeps the positions
/// in step, so a conversion between UTF-16 offsets and indices costs the same in a 10 MB
/// note as in a name; a change that is not an undo step of its own is folded into the steps
/// next to it, so the history always applies to the current text.
package struct TextBuffer {
  /// The text, including marked text being composed.
  package private(set) var text = ""
  /// Where the UTF-16 offsets of ``text`` lie.
  package private(set) var positions = TextPositions("")
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

  /// One edit of the committed text: `range` (UTF-16; `utf8Range` in UTF-8, in the text of
  /// UTF-16 length `lengthBefore` at `fromVersion`), which held `removed`, replaced by
  /// `replacement`, giving the text at `toVersion`.
  package struct CommittedEdit {
    package let fromVersion: Int
    package let toVersion: Int
    package let range: NSRange
    package let utf8Range: Range<Int>
    package let replacement: String
    package let removed: String
    package let lengthBefore: Int
  }

  // MARK: Reading

  /// The UTF-16 length of ``text``.
  package var utf16Count: Int { positions.utf16Count }
  /// The UTF-8 length of ``text``.
  package var utf8Count: Int { positions.utf8Count }
  /// The range of the marked text inside ``text``, widened to whole grapheme clusters.
  package var markedRange: NSRange? { composition?.markedRange(in: text, positions: positions) }
  /// The text without the marked text being composed.
  package var committedText: String {
    composition?.committedText(of: text, positions: positions) ?? text
  }
  /// The marked text being composed, or `nil`.
  package var markedText: String? { composition?.markedText(in: text, positions: positions) }

  /// The string range of a UTF-16 range of the text.
  ///
  /// - Throws: ``TextRangeError`` when the range is `NSNotFound`, out of bounds, or splits a
  ///   surrogate pair or a grapheme cluster.
  package func stringRange(_ range: NSRange) throws(TextRangeError) -> Range<String.Index> {
    try TextRanges.stringRange(range, in: text, positions: positions)
  }

  /// The UTF-16 range of a string range of the text.
  package func nsRange(_ range: Range<String.Index>) -> NSRange {
    TextRanges.nsRange(range, in: text, positions: positions)
  }

  /// The index at a UTF-16 offset of the text (clamped into it).
  package func index(at offset: Int) -> String.Index {
    positions.index(at: offset, in: text)
  }

  /// The UTF-16 offset of an index of the text.
  package func offset(of index: String.Index) -> Int {
    positions.offset(of: index, in: text)
  }

  /// The text of a valid UTF-16 range.
  package func substring(_ range: NSRange) -> String {
    String(text[index(at: range.location)..<index(at: range.location + range.length)])
  }

  /// The selection as a string range.
  package var selectedStringRange: Range<String.Index> {
    // The buffer only ever holds valid selections.
    (try? stringRange(selection)) ?? text.endIndex..<text.endIndex
  }

  /// The grapheme boundary at or next to `offset`, after clamping it into the text.
  package func snap(_ offset: Int, up: Bool) -> Int {
    TextRanges.snap(offset, in: text, up: up, positions: positions)
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
    TextRanges.clusterBefore(offset, in: text, positions: positions)
  }

  /// The UTF-16 range of the grapheme cluster that starts at the boundary `offset` (< the
  /// length).
  package func clusterAfter(_ offset: Int) -> NSRange {
    TextRanges.clusterAfter(offset, in: text, positions: positions)
  }

  // MARK: Changing

  /// Sets the text programmatically: any composition ends, the caret goes to the end, and
  /// the undo group breaks. Setting the text it already has changes nothing, not even the
  /// selection, unless an input method is composing. "The text it already has" means the
  /// same code units, as for `NSString`: a canonically equal text in another normal form is
  /// a different text.
  ///
  /// The history stays: the change is folded into the newest steps, so an undo right after
  /// it restores the text before the last edit, as if the change had been part of that edit.
  ///
  /// - Returns: Whether anything changed.
  @discardableResult
  package mutating func assign(_ newText: String) -> Bool {
    guard !newText.hasSameBytes(as: text) || composition != nil else { return false }
    if history.canUndo || history.canRedo {
      let change = Self.difference(from: text, positions: positions, to: newText)
      foldIntoHistory(change.range, replacementLength: change.replacementLength)
    }
    var contiguous = newText
    contiguous.makeContiguousUTF8()
    text = contiguous
    positions = TextPositions(text)
    version += 1
    composition = nil
    selection = NSRange(location: utf16Count, length: 0)
    history.breakGroup()
    return true
  }

  /// A person's edit of a valid UTF-16 `range`: recorded as an undo step of `group` (merged
  /// into the newest step when it continues that group and touches it), then made as
  /// ``replace(_:with:)`` makes it.
  package mutating func edit(
    _ range: NSRange, with replacement: String, group: UndoHistory.Group?
  ) {
    let replacementLength = replacement.utf16.count
    if let group, history.group == group, let top = history.next(undoing: true),
      range.location <= top.range.location + top.range.length,
      range.location + range.length >= top.range.location
    {
      history.replaceTop(
        undoing: true, with: folded(top, range, replacementLength: replacementLength))
    } else {
      history.push(
        UndoHistory.Step(
          range: NSRange(location: range.location, length: replacementLength),
          text: substring(range), selection: selection),
        group: group)
    }
    applyEdit(range, with: replacement)
  }

  /// A person's edit, made as a formatter gave it: the text becomes `formatted.text` (only
  /// the part that differs is replaced, as one undo step of `group`), and the caret goes to
  /// `formatted.caret`, clamped into the text and moved to a character boundary.
  package mutating func edit(formattedTo formatted: FormattedText, group: UndoHistory.Group?) {
    let change = Self.difference(from: text, positions: positions, to: formatted.text)
    let newPositions = TextPositions(formatted.text)
    let start = newPositions.index(at: change.range.location, in: formatted.text)
    let end = newPositions.index(
      at: change.range.location + change.replacementLength, in: formatted.text)
    edit(change.range, with: String(formatted.text[start..<end]), group: group)
    let caret = snap(min(max(formatted.caret, 0), utf16Count), up: false)
    selection = NSRange(location: caret, length: 0)
  }

  /// Replaces a valid UTF-16 `range` with `replacement` without an undo step of its own (a
  /// component trimming text, a clear when editing begins): any composition ends, and the
  /// caret goes after the replacement, on a character boundary.
  package mutating func replace(_ range: NSRange, with replacement: String) {
    foldIntoHistory(range, replacementLength: replacement.utf16.count)
    applyEdit(range, with: replacement)
  }

  private mutating func applyEdit(_ range: NSRange, with replacement: String) {
    let wasComposing = composition != nil
    let lengthBefore = utf16Count
    let fromVersion = version
    let removed = wasComposing ? "" : substring(range)
    let (replacementLength, bytes) = replaceText(range, with: replacement)
    version += 1
    // While composing, the text holds marked text the committed text does not: the edit
    // does not describe a change of the committed text.
    lastCommittedEdit =
      wasComposing
      ? nil
      : CommittedEdit(
        fromVersion: fromVersion, toVersion: version, range: range, utf8Range: bytes,
        replacement: replacement, removed: removed, lengthBefore: lengthBefore)
    composition = nil
    // An inserted combining mark or joiner can merge with its neighbours; keep the caret on
    // a boundary by moving it to the end of the cluster it landed in.
    selection = NSRange(location: snap(range.location + replacementLength, up: true), length: 0)
  }

  /// Replaces `range` in place, keeping the positions in step: the one way the text
  /// changes, apart from ``assign(_:)``. Returns the replacement's UTF-16 length and the
  /// UTF-8 range it replaced.
  private mutating func replaceText(
    _ range: NSRange, with replacement: String
  ) -> (length: Int, utf8Range: Range<Int>) {
    let bytes = TextRanges.utf8Range(range, in: text, positions: positions)
    TextRanges.replaceUTF8(bytes, in: &text, with: replacement)
    positions.replace(
      utf8: bytes, utf16: range.location..<(range.location + range.length), with: replacement,
      giving: text)
    return (replacement.utf16.count, bytes)
  }

  /// Moves the selection to `range`, which must address the text on character boundaries.
  package mutating func select(_ range: NSRange) {
    selection = range
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
    let markedLength = markedText.utf16.count
    if composition == nil {
      history.push(
        UndoHistory.Step(
          range: NSRange(location: range.location, length: markedLength),
          text: substring(range), selection: selection),
        group: nil)
    } else {
      foldIntoHistory(range, replacementLength: markedLength)
    }
    history.breakGroup()
    let length = replaceText(range, with: markedText).length
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

  // MARK: Undo

  /// The step that ``stepThroughHistory(undoing:to:)`` would apply, on character boundaries,
  /// or `nil`. A step that
  /// no longer fits the text (which the buffer never lets happen; checked so undo can never
  /// trap) drops the history instead.
  package mutating func nextHistoryStep(undoing: Bool) -> UndoHistory.Step? {
    guard let step = history.next(undoing: undoing) else { return nil }
    let range = step.range
    guard range.location >= 0, range.length >= 0, range.location + range.length <= utf16Count,
      index(at: range.location).samePosition(in: text.unicodeScalars) != nil,
      index(at: range.location + range.length).samePosition(in: text.unicodeScalars) != nil
    else {
      history.clear()
      return nil
    }
    // Widened to whole characters of the current text (an edit's neighbour may have merged
    // with it since), carrying the neighbours' pieces along, so the delegate is asked about
    // a range on character boundaries and the step restores the same text.
    let lower = snap(range.location, up: false)
    let end = range.location + range.length
    let upper = max(snap(end, up: true), lower)
    guard lower != range.location || upper != end else { return step }
    var widened = step
    widened.range = NSRange(location: lower, length: upper - lower)
    widened.text =
      substring(NSRange(location: lower, length: range.location - lower)) + step.text
      + substring(NSRange(location: end, length: upper - end))
    return widened
  }

  /// Applies `step`, the top of the undo (or redo) stack as ``nextHistoryStep(undoing:)``
  /// read it, keeping the step that takes it back on the other stack; the selection is
  /// snapped into the restored text.
  package mutating func stepThroughHistory(undoing: Bool, to step: UndoHistory.Step) {
    let inverse = UndoHistory.Step(
      range: NSRange(location: step.range.location, length: step.text.utf16.count),
      text: substring(step.range), selection: selection)
    history.apply(undoing: undoing, keeping: inverse)
    let lengthBefore = utf16Count
    let fromVersion = version
    let bytes = replaceText(step.range, with: step.text).utf8Range
    version += 1
    lastCommittedEdit = CommittedEdit(
      fromVersion: fromVersion, toVersion: version, range: step.range, utf8Range: bytes,
      replacement: step.text, removed: inverse.text, lengthBefore: lengthBefore)
    composition = nil
    selection = clamped(step.selection)
  }

  /// Folds a change of `change` (UTF-16, in the current text) into a text of
  /// `replacementLength` units into the newest undo and redo steps, so each applies to the
  /// text after the change and restores what it restored before. Reads the current text:
  /// call it before making the change.
  private mutating func foldIntoHistory(_ change: NSRange, replacementLength: Int) {
    for undoing in [true, false] {
      guard let step = history.next(undoing: undoing) else { continue }
      history.replaceTop(
        undoing: undoing, with: folded(step, change, replacementLength: replacementLength))
    }
  }

  /// `step`, which applies to the current text, made to apply to the text after `change` is
  /// replaced by a text of `replacementLength` units: its range grows to cover both, and its
  /// text takes the current text between them.
  private func folded(
    _ step: UndoHistory.Step, _ change: NSRange, replacementLength: Int
  ) -> UndoHistory.Step {
    let stepEnd = step.range.location + step.range.length
    let lower = min(change.location, step.range.location)
    let upper = max(change.location + change.length, stepEnd)
    var restored = step.text
    if lower < step.range.location {
      restored =
        substring(NSRange(location: lower, length: step.range.location - lower))
        + restored
    }
    if upper > stepEnd {
      restored += substring(NSRange(location: stepEnd, length: upper - stepEnd))
    }
    return UndoHistory.Step(
      range: NSRange(location: lower, length: upper - lower - change.length + replacementLength),
      text: restored, selection: step.selection)
  }

  /// The smallest UTF-16 range of `old` whose replacement gives `new`, on scalar boundaries,
  /// and the replacement's UTF-16 length: the bytes both share at each end are compared at
  /// memory speed, and only what lies between them is counted.
  package static func difference(
    from old: String, positions: TextPositions, to new: String
  ) -> (range: NSRange, replacementLength: Int) {
    let oldBytes = Array(old.utf8)
    let newBytes = Array(new.utf8)
    func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
    var prefix = 0
    let shorter = min(oldBytes.count, newBytes.count)
    while prefix < shorter, oldBytes[prefix] == newBytes[prefix] { prefix += 1 }
    while prefix > 0, prefix < oldBytes.count, isContinuation(oldBytes[prefix]) { prefix -= 1 }
    while prefix > 0, prefix < newBytes.count, isContinuation(newBytes[prefix]) { prefix -= 1 }
    var suffix = 0
    while suffix < shorter - prefix,
      oldBytes[oldBytes.count - 1 - suffix] == newBytes[newBytes.count - 1 - suffix]
    {
      suffix += 1
    }
    while suffix > 0, isContinuation(oldBytes[oldBytes.count - suffix]) { suffix -= 1 }
    let location = positions.utf16Offset(ofUTF8: prefix, in: old)
    let end = positions.utf16Offset(ofUTF8: oldBytes.count - suffix, in: old)
    let replacementLength = TextPositions.utf16Length(
      of: newBytes[prefix..<(newBytes.count - suffix)])
    return (NSRange(location: location, length: end - location), replacementLength)
  }
}
