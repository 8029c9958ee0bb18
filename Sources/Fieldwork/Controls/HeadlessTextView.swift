import Foundation

/// A headless stand-in for `UITextView`: the text, selection, focus and delegate sequence of a
/// multi-line text view, with no drawing.
///
/// It keeps UIKit's two kinds of entry points apart, as ``HeadlessTextField`` does:
///
/// - **Programmatic** changes (``text``, ``setSelectedRange(_:)``, ``becomeFirstResponder()``)
///   notify nobody: setting ``text`` calls neither `textViewDidChange` nor
///   `textViewDidChangeSelection`, and puts the caret at the end.
/// - **User actions** (``tap()``, ``type(_:)``, ``paste(_:)``, ``deleteBackward()``,
///   ``deleteForward()``, ``moveCaret(_:extendingSelection:)``, marked text …) run UIKit's
///   sequence: `textView(_:shouldChangeTextIn:replacementText:)` (a `false` vetoes the edit
///   with no side effect) → the text changes → `textViewDidChangeSelection` →
///   `textViewDidChange`.
///
/// ```swift
/// let notes = HeadlessTextView()
/// notes.delegate = recorder
/// notes.tap()                 // shouldBeginEditing → didBeginEditing
/// notes.type("Milk\nEggs")    // the return key is "\n", asked through shouldChangeTextIn
/// notes.moveCaret(.up)        // to the end of "Milk", keeping the column
/// ```
///
/// Return is not a special key: it inserts `"\n"` through `shouldChangeTextIn`, where an app
/// that wants return to end editing refuses it and resigns. There is no return-key delegate
/// call, no clear button and no placeholder, as in UIKit.
///
/// Lines are the text's own, separated by the characters `Character.isNewline` is true for;
/// wrapping them to a width is a front end's business, which asks the view for
/// ``lineRange(at:)`` and the text's ranges. The text keeps what it is given: `\r\n`, a lone
/// `\r`, control characters and bidi overrides stay as they are, and each line break is one
/// character to the caret.
///
/// It shares the text field's foundations (one buffer of text, selection, composition and
/// undo history, and the editing and focus sequences in `Controls/Text/`); text is addressed
/// in UTF-16, as `NSRange` is, and every state it reaches keeps its selection and marked
/// range inside the text and on grapheme-cluster boundaries. A long text costs what an edit
/// changes: converting a UTF-16 offset, moving the caret by a line and undoing a keystroke
/// all take the same time in a 10 MB log as in a short note.
@MainActor
public final class HeadlessTextView: HeadlessResponder {
  /// Where ``moveCaret(_:extendingSelection:)`` moves the caret.
  public enum CaretMovement: Sendable, Hashable, CaseIterable {
    /// One character back; with a selection and not extending, to its start.
    case left
    /// One character forward; with a selection and not extending, to its end.
    case right
    /// To the line above, at the column the caret had when vertical movement began (the
    /// start of the text from the first line).
    case up
    /// To the line below, at the preferred column (the end of the text from the last line).
    case down
    /// To the start of the line.
    case lineStart
    /// To the end of the line, before its line break.
    case lineEnd
    /// To the start of the text.
    case documentStart
    /// To the end of the text.
    case documentEnd
    /// To the start of the word before the caret.
    case wordLeft
    /// To the end of the word after the caret.
    case wordRight
  }

  // MARK: State

  /// The text, selection, composition and undo history.
  package var buffer = TextBuffer()
  /// The focus bookkeeping.
  package let responderState = ResponderState()
  /// The fixed end of a selection being extended, and the selection it belongs to; stale
  /// once the selection changes any other way.
  private var anchor: (selection: NSRange, location: Int)?
  /// The column vertical movement keeps, and where (and in which text) it left the caret;
  /// stale once the caret or the text changes any other way.
  private var preferredColumn: (caret: Int, version: Int, column: Int)?

  /// The view's delegate, held weakly as UIKit does.
  public weak var delegate: (any HeadlessTextViewDelegate)?

  /// The window the view belongs to, held weakly: in a window, at most one control is first
  /// responder (see ``HeadlessWindow``).
  public weak var window: HeadlessWindow? {
    didSet { windowDidChange(from: oldValue) }
  }

  /// The object that owns the view and stands for it in a window (a `UITextView` of
  /// FieldworkUIKit), if any.
  package weak var owner: (any HeadlessResponder)?

  /// Creates an empty, editable, selectable view.
  public init() {}

  // MARK: Programmatic properties

  /// The text, including any marked (IME) text being composed.
  ///
  /// Setting it notifies nobody (no `textViewDidChange`, no `textViewDidChangeSelection`),
  /// ends any composition and puts the caret at the end. Setting the value it already has
  /// changes nothing, not even the selection.
  public var text: String {
    get { buffer.text }
    set { buffer.assign(newValue) }
  }

  /// The text without the marked (IME) text being composed: what a binding should hold.
  public var committedText: String { buffer.committedText }
  /// The marked (IME) text being composed, or `nil`.
  public var markedText: String? { buffer.markedText }
  /// The range of provisional IME text inside ``text``, widened to whole characters, or
  /// `nil`.
  public var markedRange: NSRange? { buffer.markedRange }
  /// The selection in UTF-16 units; a zero length is the caret.
  public var selectedRange: NSRange { buffer.selection }

  /// The end of the selection that moves when it is extended: the caret a front end draws.
  public var caretLocation: Int {
    let selection = buffer.selection
    guard selection.length > 0, let anchor, anchor.selection == selection else {
      return selection.location + selection.length
    }
    return anchor.location == selection.location
      ? selection.location + selection.length : selection.location
  }

  /// Whether the view has focus (the keyboard is up).
  public var isFirstResponder: Bool { responderState.isFirstResponder }
  /// Whether the view is editing; the same as ``isFirstResponder``.
  public var isEditing: Bool { isFirstResponder }
  /// The label VoiceOver reads, as UIKit's `accessibilityLabel`; nothing when `nil`.
  public var accessibilityLabel: String?
  /// The hint VoiceOver reads after a pause, as UIKit's `accessibilityHint`.
  public var accessibilityHint: String?
  /// The identifier UI tests find the view by, as UIKit's `accessibilityIdentifier`.
  public var accessibilityIdentifier: String?

  /// Whether a person may change the text. A view that is not editable never becomes first
  /// responder; making a focused view not editable ends its editing.
  public var isEditable = true {
    didSet {
      if !isEditable && isFirstResponder {
        UpdateScheduler.perform { endEditingSequence(force: true, reason: .cancelled) }
      }
    }
  }
  /// Whether a person may select text in a view that is not editable (an editable view is
  /// always selectable while it edits).
  public var isSelectable = true

  /// The keyboard a front end shows.
  public var keyboardType: KeyboardType = .default
  /// The return key's title.
  public var returnKeyType: ReturnKeyType = .default
  /// How typed text is capitalised.
  public var autocapitalizationType: TextAutocapitalizationType = .sentences
  /// Whether typed text is autocorrected.
  public var autocorrectionType: TextAutocorrectionType = .default
  /// The meaning of the content, for autofill.
  public var textContentType: TextContentType?

  /// How many undo steps the view keeps; a negative value is stored as 0 (no history).
  public var undoLimit: Int {
    get { buffer.history.limit }
    set { buffer.history.limit = newValue }
  }
  /// Whether ``undo()`` has a step to undo.
  public var canUndo: Bool { buffer.history.canUndo }
  /// Whether ``redo()`` has a step to redo.
  public var canRedo: Bool { buffer.history.canRedo }

  /// A number that changes with every change of the text, programmatic or not.
  package var contentVersion: Int { buffer.version }

  // MARK: Ranges and lines

  /// The string range of a UTF-16 range of ``text``.
  ///
  /// - Throws: ``TextRangeError`` when the range is `NSNotFound`, out of bounds, or splits a
  ///   surrogate pair or a grapheme cluster.
  public func textRange(from range: NSRange) throws(TextRangeError) -> Range<String.Index> {
    try buffer.stringRange(range)
  }

  /// The UTF-16 range of a string range of ``text``.
  public func nsRange(from range: Range<String.Index>) -> NSRange {
    buffer.nsRange(range)
  }

  /// The UTF-16 range of the line holding `location` (clamped into the text), without its
  /// line break: what a front end lays out, wrapping it as it likes.
  public func lineRange(at location: Int) -> NSRange {
    buffer.lineRange(at: buffer.snap(location, up: false))
  }

  /// Sets the selection programmatically: no delegate call.
  ///
  /// A selection outside the marked text first commits the composition, as
  /// ``unmarkText()`` does; when a callback run by that commit changes the text, the
  /// selection stays where the callback left it.
  ///
  /// - Throws: ``TextRangeError`` when the range does not address the text on character
  ///   boundaries; the selection is then unchanged.
  public func setSelectedRange(_ range: NSRange) throws(TextRangeError) {
    try setSelectedRangeSequence(range)
  }

  /// `range` clamped into the text and widened to character boundaries; `NSNotFound` becomes
  /// the caret at the end.
  public func clampedRange(_ range: NSRange) -> NSRange {
    buffer.clamped(range)
  }

  // MARK: Focus

  /// Asks the view to take focus, as UIKit's `becomeFirstResponder()`: a view that is not
  /// editable refuses; otherwise `textViewShouldBeginEditing` (`false` refuses) → focus →
  /// `textViewDidBeginEditing`. The caret stays where it was.
  ///
  /// - Returns: Whether the view is first responder afterwards.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    requestFocus()
  }

  /// Asks the view to give up focus: `textViewShouldEndEditing` (`false` keeps it) → any
  /// marked text is committed → unfocused → `textViewDidEndEditing`.
  ///
  /// - Returns: Whether the view is not first responder when the call returns.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    requestEndEditing(force: false)
  }

  /// Ends editing, as UIKit's `endEditing(_:)`. With `force`, the delegate is not asked.
  ///
  /// - Returns: Whether the view is not first responder when the call returns.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    requestEndEditing(force: force)
  }

  /// A person taps the view: it takes focus as ``becomeFirstResponder()`` does.
  public func tap() {
    becomeFirstResponder()
  }

  // MARK: Selection state

  /// Whether a person may move the caret or select now: while editing, or in a view that is
  /// selectable but not editable.
  var acceptsSelection: Bool {
    isFirstResponder || (!isEditable && isSelectable)
  }

  /// Moves the selection to `range` as a person does, notifying when it changed.
  func personSelects(_ range: NSRange, anchor: Int?) {
    if isFirstResponder {
      selectSequence(range)
    } else if acceptsSelection, range != buffer.selection {
      buffer.select(buffer.clamped(range))
      notifySelectionChanged()
    }
    if let anchor, buffer.selection == range {
      self.anchor = (range, anchor)
    }
  }

  /// The two ends of the selection: the fixed one and the one that moves.
  func selectionEnds() -> (anchor: Int, active: Int) {
    let selection = buffer.selection
    let end = selection.location + selection.length
    guard let anchor, anchor.selection == selection else { return (selection.location, end) }
    return anchor.location == selection.location
      ? (selection.location, end) : (end, selection.location)
  }

  /// The preferred column for vertical movement from `caret`, computing it unless the last
  /// vertical move left the caret there.
  func verticalColumn(from caret: Int) -> Int {
    if let preferredColumn, preferredColumn.caret == caret,
      preferredColumn.version == buffer.version
    {
      return preferredColumn.column
    }
    return buffer.column(of: caret)
  }

  /// Remembers the column vertical movement keeps, for the caret it left at `caret`.
  func keepColumn(_ column: Int, at caret: Int) {
    preferredColumn = (caret, buffer.version, column)
  }
}

// MARK: - The shared sequences' questions and notifications

extension HeadlessTextView: TextInputControl {
  package var isEnabled: Bool { isEditable }
  package var inputFormatter: (any InputFormatter)? { nil }
  package var acceptsEdits: Bool { isEditable && isFirstResponder }
  package var acceptsMarkedText: Bool { true }
  package var windowResponder: any HeadlessResponder { owner ?? self }

  package func askShouldChangeText(in range: NSRange, replacementText text: String) -> Bool {
    delegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true
  }

  package func userDidEdit(replacement: String) {}

  package func normalizedInsertion(_ text: String) -> String { text }

  package func notifyTextChanged() {
    delegate?.textViewDidChangeSelection(self)
    delegate?.textViewDidChange(self)
  }

  package func notifySelectionChanged() {
    delegate?.textViewDidChangeSelection(self)
  }

  package func askShouldBeginEditing() -> Bool {
    delegate?.textViewShouldBeginEditing(self) ?? true
  }

  package func prepareToBeginEditing() -> Bool { true }

  package func didTakeFocus() {}

  package func notifyDidBeginEditing() {
    delegate?.textViewDidBeginEditing(self)
  }

  package func sendEditingDidBegin() {}

  package func askShouldEndEditing() -> Bool {
    delegate?.textViewShouldEndEditing(self) ?? true
  }

  package func didLoseFocus() {}

  package func notifyDidEndEditing(reason: EditingEndReason) {
    delegate?.textViewDidEndEditing(self)
  }

  package func sendEditingDidEnd() {}
}

// MARK: - Reflection

extension HeadlessTextView: CustomStringConvertible, CustomDebugStringConvertible {
  /// What a description shows: the start of the text and its length, never more (a note
  /// can be a 10 MB log).
  private struct Summary: Sendable {
    var text: String
    var length: Int
    var selectedRange: NSRange
    var markedRange: NSRange?
    var isFirstResponder: Bool
  }

  private var summary: Summary {
    let prefix = buffer.text.prefix(40)
    let shown = prefix.endIndex == buffer.text.endIndex ? String(prefix) : prefix + "…"
    return Summary(
      text: shown.debugDescription, length: buffer.utf16Count, selectedRange: selectedRange,
      markedRange: markedRange, isFirstResponder: isFirstResponder)
  }

  /// A one-line summary: the first 40 characters of the text, its UTF-16 length, the
  /// selection, the marked range and whether the view is first responder. Off the main
  /// actor, where the view's state cannot be read, it is only the type's name.
  public nonisolated var description: String {
    guard let view = ifOnMainActor({ self.summary }) else { return "HeadlessTextView" }
    var parts = [
      "text: \(view.text)", "length: \(view.length)", "selection: \(view.selectedRange)",
    ]
    if let marked = view.markedRange { parts.append("marked: \(marked)") }
    if view.isFirstResponder { parts.append("first responder") }
    return "HeadlessTextView(" + parts.joined(separator: ", ") + ")"
  }

  /// The same as ``description``.
  public nonisolated var debugDescription: String { description }
}
