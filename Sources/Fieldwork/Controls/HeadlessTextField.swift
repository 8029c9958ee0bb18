import Foundation

/// A headless stand-in for `UITextField`: the text, selection, focus and delegate sequence of a
/// single-line text field, with no drawing.
///
/// It has two kinds of entry points, kept apart as in UIKit:
///
/// - **Programmatic** changes (``text``, ``becomeFirstResponder()``, traits) are what app code
///   and `updateView` call. Setting ``text`` notifies nobody; setting it to the value it already
///   has changes nothing, not even the selection.
/// - **User actions** (``tap()``, ``type(_:)``, ``paste(_:)``, ``deleteBackward()``,
///   ``setMarkedText(_:selectedRange:)``, ``tapReturnKey()`` …) are what a person does. Each runs
///   UIKit's full sequence: ask the delegate (a `false` vetoes it with no side effect), change
///   the state, then notify the delegate and send ``ControlEvent``s.
///
/// ```swift
/// let field = HeadlessTextField()
/// field.delegate = recorder
/// field.addAction(for: .editingChanged) { print($0.text) }
/// field.tap()          // shouldBegin → didBegin → editingDidBegin
/// field.type("héllo")  // per keystroke: shouldChange → editingChanged → didChangeSelection
/// ```
///
/// Text is addressed in UTF-16, as `NSRange` is. Every state the field reaches keeps its
/// selection and marked range inside the text and on grapheme-cluster boundaries. User actions
/// never trap: a disabled or unfocused field ignores them, and ranges are snapped or ignored as
/// each method documents. The throwing APIs report bad ranges as ``TextRangeError``.
///
/// Where the behaviour lives: the text, selection, composition and undo history are a
/// `TextBuffer`; the editing and focus sequences, shared with `HeadlessTextView`, are in
/// `Controls/Text/EditingSequence.swift` and `FocusSequence.swift`; this type adds what is the
/// text field's own (one line, the return key, the clear button, secure entry) in
/// `HeadlessTextField+Keys.swift`.
@MainActor
public final class HeadlessTextField: HeadlessResponder {
  /// Why editing ended, as `UITextField.DidEndEditingReason`.
  public enum DidEndEditingReason: Sendable, Hashable {
    /// The person finished editing (resign, return handled by the app, `endEditing`).
    case committed
    /// Editing was cut short: the field was disabled while focused.
    case cancelled
  }

  /// When the clear button shows, as `UITextField.ViewMode`.
  public enum ViewMode: Sendable, Hashable, CaseIterable {
    /// Never (UIKit's default).
    case never
    /// Only while the field is editing.
    case whileEditing
    /// Only while the field is not editing.
    case unlessEditing
    /// Always.
    case always
  }

  // MARK: State

  /// The text, selection, composition and undo history.
  package var buffer = TextBuffer()
  /// The focus bookkeeping.
  package let responderState = ResponderState()
  /// The closures added with ``addAction(for:_:)``.
  private var actions = ControlActions()
  /// Set when a secure field regains focus: its first edit replaces everything.
  var clearsOnNextEdit = false

  /// The field's delegate, held weakly as UIKit does.
  public weak var delegate: (any HeadlessTextFieldDelegate)?

  /// The window the field belongs to, held weakly: in a window, at most one control is first
  /// responder (see ``HeadlessWindow``). Moving a focused field out of its window ends its
  /// editing without asking the delegate.
  public weak var window: HeadlessWindow? {
    didSet { windowDidChange(from: oldValue) }
  }

  /// Creates an empty field with UIKit's defaults.
  public init() {}

  // MARK: Programmatic properties

  /// The text, including any marked (IME) text being composed.
  ///
  /// Setting it notifies nobody and sends no control event, ends any composition, and puts the
  /// caret at the end. Setting the value it already has changes nothing, not even the
  /// selection — unless an input method is composing: any programmatic set ends the
  /// composition, as in UIKit, so the text afterwards is all committed.
  public var text: String {
    get { buffer.text }
    set { buffer.assign(newValue) }
  }

  /// The text without the marked (IME) text being composed: what a binding should hold.
  public var committedText: String { buffer.committedText }

  /// The marked (IME) text being composed, or `nil`.
  public var markedText: String? { buffer.markedText }

  /// The range of provisional IME text inside ``text``, or `nil` when nothing is being composed.
  ///
  /// When the marked text merges with a neighbour into one grapheme cluster (a skin-tone
  /// modifier composed after 👍), the range widens to the whole cluster, so it always lies on
  /// character boundaries. Committing or replacing the composition still touches only the
  /// composed text.
  public var markedRange: NSRange? { buffer.markedRange }

  /// The selection in UTF-16 units; a zero length is the caret.
  public var selectedRange: NSRange { buffer.selection }

  /// Whether the field has focus (the keyboard is up).
  public var isFirstResponder: Bool { responderState.isFirstResponder }
  /// Whether the field is editing; the same as ``isFirstResponder`` for a text field.
  public var isEditing: Bool { isFirstResponder }

  /// The text shown while the field is empty. `nil` by default.
  public var placeholder: String?
  /// The label VoiceOver reads, as UIKit's `accessibilityLabel`; the placeholder when `nil`.
  public var accessibilityLabel: String?
  /// The hint VoiceOver reads after a pause, as UIKit's `accessibilityHint`.
  public var accessibilityHint: String?
  /// The identifier UI tests find the field by, as UIKit's `accessibilityIdentifier`.
  public var accessibilityIdentifier: String?
  /// What is wrong with the text, for a front end to show beside the field, or `nil`.
  ///
  /// Fieldwork's own (UIKit has no such property): the `TextField` component sets it from
  /// its `validationMessage(_:)` modifier, or when a value field's text does not parse. A
  /// secure field's message must not quote its text. Setting it notifies nobody.
  public var validationMessage: String?
  /// Whether the field accepts user actions. Disabling a focused field ends editing with
  /// reason ``DidEndEditingReason/cancelled``.
  public var isEnabled = true {
    didSet {
      if !isEnabled && isFirstResponder {
        UpdateScheduler.perform { endEditingSequence(force: true, reason: .cancelled) }
      }
    }
  }
  /// When the clear button shows. `.never` by default.
  public var clearButtonMode: ViewMode = .never
  /// Whether beginning to edit clears the text (asking
  /// ``HeadlessTextFieldDelegate/textFieldShouldClear(_:)``).
  public var clearsOnBeginEditing = false
  /// Whether the next insertion replaces all the text; it resets itself after that insertion.
  public var clearsOnInsertion = false
  /// Whether the text is hidden. A secure field clears all its text on the first edit after
  /// it regains focus, as UIKit's does, and keeps no undo history: making a field secure
  /// drops the history that holds its earlier text. A field that stops being secure while
  /// editing (a "show password" toggle) no longer clears on the next edit.
  public var isSecureTextEntry = false {
    didSet {
      guard isSecureTextEntry != oldValue else { return }
      buffer.history.isRecording = !isSecureTextEntry
      if !isSecureTextEntry { clearsOnNextEdit = false }
    }
  }
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
  /// Whether the return key does nothing while the text is empty.
  public var enablesReturnKeyAutomatically = false
  /// Whether the text may hold line breaks, as a SwiftUI `TextField` with `axis: .vertical`
  /// (Fieldwork's addition: `UITextField` has none). When `true`, the return key and a typed
  /// newline insert `"\n"` through `shouldChangeCharactersIn` (so `textFieldShouldReturn` is
  /// never asked), and a paste keeps its line breaks. `false` by default.
  public var allowsLineBreaks = false
  /// Buttons shown above the keyboard while the field is focused.
  public var inputAccessoryItems: [InputAccessoryItem] = []

  /// How many undo steps the field keeps; a negative value is stored as 0 (no history).
  public var undoLimit: Int {
    get { buffer.history.limit }
    set { buffer.history.limit = newValue }
  }
  /// Whether ``undo()`` has a step to undo.
  public var canUndo: Bool { buffer.history.canUndo }
  /// Whether ``redo()`` has a step to redo.
  public var canRedo: Bool { buffer.history.canRedo }

  /// Called when backspace is pressed with the caret at the start and nothing selected (where
  /// UIKit calls no delegate method); the search bar removes tokens here.
  package var deleteBackwardAtStart: (() -> Void)?
  /// Called when a user insertion is about to happen; the search bar replaces a selected
  /// token here. Returns `false` to cancel the insertion.
  package var willInsert: (() -> Bool)?
  /// Formats the text as the person types (a ``Mask``, a ``MaskFormatter``, a
  /// ``NumberInputFormatter``, one of your own), or `nil`: Fieldwork's own hook, not one of
  /// UIKit's, used by ``TextField/formatted(by:)`` and ``TextField/mask(_:affineFormats:customNotations:value:complete:)``.
  ///
  /// Every user edit is formatted inside its sequence: `shouldChangeCharactersIn` is asked
  /// about the edit the person made, then the text becomes the formatted text with the caret
  /// where the formatter puts it, then `editingChanged` and `textFieldDidChangeSelection`
  /// follow, once each. Text an input method is composing is formatted only when the
  /// composition ends. Programmatic changes of ``text`` are not formatted.
  public var inputFormatter: (any InputFormatter)?
  /// The object that owns the field and stands for it in a window (a `UITextField` of
  /// FieldworkUIKit), if any.
  package weak var owner: (any HeadlessResponder)?

  /// Whether the clear button is showing now: its mode allows it and there is text.
  public var isClearButtonVisible: Bool {
    guard !buffer.text.isEmpty else { return false }
    switch clearButtonMode {
    case .never: return false
    case .whileEditing: return isFirstResponder
    case .unlessEditing: return !isFirstResponder
    case .always: return true
    }
  }

  /// A number that changes with every change of the text, programmatic or not.
  package var contentVersion: Int { buffer.version }
  /// The last edit a person made to the committed text (see `TextBuffer.lastCommittedEdit`).
  package var lastCommittedEdit: TextBuffer.CommittedEdit? { buffer.lastCommittedEdit }

  // MARK: Control events

  /// Adds a closure that runs when the field sends `event`, UIKit's target–action in closure
  /// form.
  ///
  /// - Returns: A token that ``removeAction(_:)`` takes to remove the closure.
  @discardableResult
  public func addAction(
    for event: ControlEvent, _ action: @escaping (HeadlessTextField) -> Void
  ) -> ControlActionToken {
    actions.add(for: event, action)
  }

  /// Removes an action added with ``addAction(for:_:)``. Removing it twice does nothing.
  public func removeAction(_ token: ControlActionToken) {
    actions.remove(token)
  }

  /// Runs the actions of `event`, as they are now: an action that adds or removes actions
  /// changes the next send, not this one.
  func send(_ event: ControlEvent) {
    for action in actions.bodies(for: event) { action.body(self) }
  }

  // MARK: Ranges

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

  /// The selection as a string range of ``text``.
  public var selectedTextRange: Range<String.Index> { buffer.selectedStringRange }

  /// Sets the selection programmatically: no delegate call.
  ///
  /// A selection outside the marked text first commits the composition, exactly as
  /// ``unmarkText()`` does (the committed text changes, so that is reported); UIKit's input
  /// system does the same when the selection leaves the marked text.
  ///
  /// When a callback run by that commit changes the text (or starts a new composition), the
  /// range no longer means anything: the selection stays where the callback left it.
  ///
  /// - Throws: ``TextRangeError`` when the range does not address the text on character
  ///   boundaries; the selection is then unchanged.
  public func setSelectedRange(_ range: NSRange) throws(TextRangeError) {
    try setSelectedRangeSequence(range)
  }

  /// `range` clamped into the text and widened to character boundaries; `NSNotFound` becomes
  /// the caret at the end.
  package func clampedRange(_ range: NSRange) -> NSRange {
    buffer.clamped(range)
  }

  // MARK: Focus

  /// Asks the field to take focus, as UIKit's `becomeFirstResponder()`.
  ///
  /// A disabled field refuses. Otherwise the sequence is: `textFieldShouldBeginEditing`
  /// (`false` refuses) → if ``clearsOnBeginEditing``, `textFieldShouldClear` and clearing →
  /// focus → `textFieldDidBeginEditing` → ``ControlEvent/editingDidBegin``.
  ///
  /// A call made from `textFieldShouldBeginEditing` or `textFieldShouldClear` while the field
  /// is being asked about focus is absorbed into that request and returns `false`.
  ///
  /// - Returns: Whether the field is first responder afterwards.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    requestFocus()
  }

  /// Asks the field to give up focus, as UIKit's `resignFirstResponder()`.
  ///
  /// The sequence is: `textFieldShouldEndEditing` (`false` keeps focus) → any marked text is
  /// committed → unfocused → `textFieldDidEndEditing(_:reason: .committed)` →
  /// ``ControlEvent/editingDidEnd``.
  ///
  /// - Returns: Whether the field is not first responder when the call returns: `true` if it
  ///   never was or it resigned (even when a delegate that refused ended editing anyway, by
  ///   disabling the field), `false` if the delegate refused or focused it again from
  ///   `textFieldDidEndEditing`.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    requestEndEditing(force: false)
  }

  /// Ends editing, as UIKit's `endEditing(_:)`. With `force`, the delegate is not asked.
  ///
  /// - Returns: Whether the field is not first responder when the call returns.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    requestEndEditing(force: force)
  }

  /// A person taps the field: it takes focus as ``becomeFirstResponder()`` does. Tapping a
  /// focused or disabled field does nothing.
  public func tap() {
    becomeFirstResponder()
  }
}

// MARK: - The shared sequences' questions and notifications

extension HeadlessTextField: TextInputControl {
  package var acceptsEdits: Bool { isEnabled && isFirstResponder }
  package var acceptsMarkedText: Bool { !isSecureTextEntry }
  package var windowResponder: any HeadlessResponder { owner ?? self }

  package func askShouldChangeText(in range: NSRange, replacementText text: String) -> Bool {
    delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
  }

  package func normalizedInsertion(_ text: String) -> String {
    allowsLineBreaks ? text : Self.singleLine(text)
  }

  package func userDidEdit(replacement: String) {
    // The first edit after a secure field regains focus, and the insertion that
    // clearsOnInsertion waits for, have happened.
    clearsOnNextEdit = false
    if !replacement.isEmpty { clearsOnInsertion = false }
  }

  package func notifyTextChanged() {
    send(.editingChanged)
    delegate?.textFieldDidChangeSelection(self)
  }

  package func notifySelectionChanged() {
    delegate?.textFieldDidChangeSelection(self)
  }

  package func askShouldBeginEditing() -> Bool {
    delegate?.textFieldShouldBeginEditing(self) ?? true
  }

  package func prepareToBeginEditing() -> Bool {
    if clearsOnBeginEditing, !buffer.text.isEmpty, delegate?.textFieldShouldClear(self) ?? true {
      // The delegate may have focused the field itself from textFieldShouldClear.
      guard !isFirstResponder, isEnabled else { return false }
      buffer.replace(NSRange(location: 0, length: buffer.utf16Count), with: "")
      buffer.breakUndoGroup()
    }
    return true
  }

  package func didTakeFocus() {
    clearsOnNextEdit = isSecureTextEntry && !buffer.text.isEmpty
    buffer.select(NSRange(location: buffer.utf16Count, length: 0))
  }

  package func notifyDidBeginEditing() {
    delegate?.textFieldDidBeginEditing(self)
  }

  package func sendEditingDidBegin() {
    send(.editingDidBegin)
  }

  package func askShouldEndEditing() -> Bool {
    delegate?.textFieldShouldEndEditing(self) ?? true
  }

  package func didLoseFocus() {
    clearsOnNextEdit = false
  }

  package func notifyDidEndEditing(reason: EditingEndReason) {
    delegate?.textFieldDidEndEditing(self, reason: reason == .cancelled ? .cancelled : .committed)
  }

  package func sendEditingDidEnd() {
    send(.editingDidEnd)
  }
}

// MARK: - Reflection

extension HeadlessTextField: CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// What reflection shows of a field, read on the main actor: the text redacted when the
  /// field is secure.
  private struct Reflection: Sendable {
    var text: String
    var selectedRange: NSRange
    var markedRange: NSRange?
    var isFirstResponder: Bool
    var isSecureTextEntry: Bool
    var placeholder: String?
  }

  private var reflection: Reflection {
    Reflection(
      text: isSecureTextEntry ? "<secure, redacted>" : text.debugDescription,
      selectedRange: selectedRange, markedRange: markedRange, isFirstResponder: isFirstResponder,
      isSecureTextEntry: isSecureTextEntry, placeholder: placeholder)
  }

  /// A one-line summary: the text (redacted when secure), the selection, the marked range
  /// and whether the field is first responder. A secure field's text, committed or marked,
  /// never appears. Off the main actor, where the field's state cannot be read, it is only
  /// the type's name.
  public nonisolated var description: String {
    guard let field = ifOnMainActor({ self.reflection }) else { return "HeadlessTextField" }
    var parts = ["text: \(field.text)", "selection: \(field.selectedRange)"]
    if let marked = field.markedRange { parts.append("marked: \(marked)") }
    if field.isFirstResponder { parts.append("first responder") }
    return "HeadlessTextField(" + parts.joined(separator: ", ") + ")"
  }

  /// The same as ``description``.
  public nonisolated var debugDescription: String { description }

  /// What `dump` and `Mirror` show: the public state, with the text redacted when the field
  /// is secure. Stored properties (the text buffer, the undo history, the composition) are
  /// not reflected, so a secure field's text cannot be reached through them.
  public nonisolated var customMirror: Mirror {
    guard let field = ifOnMainActor({ self.reflection }) else {
      return Mirror(self, children: ["note": "read on the main actor to see more"])
    }
    return Mirror(
      self,
      children: [
        "text": field.text, "selectedRange": field.selectedRange,
        "markedRange": field.markedRange as Any, "isFirstResponder": field.isFirstResponder,
        "isSecureTextEntry": field.isSecureTextEntry, "placeholder": field.placeholder as Any,
      ], displayStyle: .class)
  }
}
