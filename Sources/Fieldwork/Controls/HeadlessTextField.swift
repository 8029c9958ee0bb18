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
@MainActor
public final class HeadlessTextField: HeadlessWindowMember {
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

  // The field's own state below skips the run-time exclusivity checks
  // (`@exclusivity(unchecked)`), about twenty per keystroke, each a thread-local look-up.
  // Sound because every access is instantaneous: a read, an assignment, or a call of a pure
  // mutating method (`TextStorage.replace`, `UndoHistory`) that runs no delegate, action or
  // other code that could reach the field, so no access is ever in progress when another
  // begins. Outside code reaches them only through accessors that read or assign (a public
  // setting is a computed property over private storage), never through the storage itself.
  // Keep it that way: never pass one of these as `inout` to code that calls out.

  /// The text, committed and marked. Every assignment goes through ``setStorage(_:)`` or
  /// ``replaceStorage(_:with:)``, which keep ``storageLength`` in step.
  @exclusivity(unchecked) private var storage = ""
  /// The UTF-16 length of ``storage``, kept as edits happen: the standard library recounts a
  /// non-ASCII string after every mutation, which for a long text costs a pass per keystroke.
  @exclusivity(unchecked) private var storageLength = 0
  /// The selection in UTF-16 units; a zero length is the caret.
  @exclusivity(unchecked) public private(set) var selectedRange = NSRange(location: 0, length: 0)
  /// The IME's provisional text, or `nil`.
  @exclusivity(unchecked) private var composition: Composition?

  /// The range of provisional IME text inside ``text``, or `nil` when nothing is being composed.
  ///
  /// When the marked text merges with a neighbour into one grapheme cluster (a skin-tone
  /// modifier composed after 👍), the range widens to the whole cluster, so it always lies on
  /// character boundaries. Committing or replacing the composition still touches only the
  /// composed text.
  public var markedRange: NSRange? {
    composition?.markedRange(in: storage)
  }
  /// Whether the field has focus (the keyboard is up).
  @exclusivity(unchecked) public private(set) var isFirstResponder = false
  /// Whether the field is editing; the same as ``isFirstResponder`` for a text field.
  public var isEditing: Bool { isFirstResponder }

  /// The field's delegate, held weakly as UIKit does.
  public var delegate: (any HeadlessTextFieldDelegate)? {
    get { weakDelegate }
    set { weakDelegate = newValue }
  }
  // The public settings that every keystroke reads are stored privately behind plain
  // accessors, so that no caller, not even one passing the property `inout`, can hold an
  // access to the storage itself: each access is instantaneous, as the note above requires.
  @exclusivity(unchecked) private weak var weakDelegate: (any HeadlessTextFieldDelegate)?
  @exclusivity(unchecked) private weak var weakWindow: HeadlessWindow?
  @exclusivity(unchecked) private var settings = Settings()

  /// The stored values of the public settings of the same names.
  private struct Settings {
    var isEnabled = true
    var clearsOnInsertion = false
    var isSecureTextEntry = false
    var enablesReturnKeyAutomatically = false
  }

  /// The window the field belongs to, held weakly: in a window, at most one control is first
  /// responder (see ``HeadlessWindow``). Moving a focused field out of its window ends its
  /// editing without asking the delegate.
  public var window: HeadlessWindow? {
    get { weakWindow }
    set {
      let oldValue = weakWindow
      weakWindow = newValue
      guard oldValue !== window else { return }
      if isFirstResponder {
        oldValue?.didResignFirstResponder(self)
        if let window, window.firstResponder == nil {
          window.didBecomeFirstResponder(self)
        } else {
          UpdateScheduler.perform { endEditingSequence(force: true, reason: .committed) }
        }
      }
    }
  }

  // MARK: Programmatic properties

  /// The text, including any marked (IME) text being composed.
  ///
  /// Setting it notifies nobody and sends no control event, ends any composition, and puts the
  /// caret at the end. Setting the value it already has changes nothing, not even the
  /// selection — unless an input method is composing: any programmatic set ends the
  /// composition, as in UIKit, so the text afterwards is all committed.
  public var text: String {
    get { storage }
    set {
      guard newValue != storage || composition != nil else { return }
      setStorage(newValue)
      textVersion += 1
      composition = nil
      selectedRange = NSRange(location: storageLength, length: 0)
      breakUndoGroup()
    }
  }

  /// The text without the marked (IME) text being composed: what a binding should hold.
  public var committedText: String {
    composition?.committedText(of: storage) ?? storage
  }

  /// The marked (IME) text being composed, or `nil`.
  public var markedText: String? {
    composition?.markedText(in: storage)
  }

  /// The text shown while the field is empty. `nil` by default.
  public var placeholder: String? {
    get { inputTraits.placeholder }
    set { inputTraits.placeholder = newValue }
  }
  /// Whether the field accepts user actions. Disabling a focused field ends editing with
  /// reason ``DidEndEditingReason/cancelled``.
  public var isEnabled: Bool {
    get { settings.isEnabled }
    set {
      settings.isEnabled = newValue
      if !isEnabled && isFirstResponder {
        UpdateScheduler.perform { endEditingSequence(force: true, reason: .cancelled) }
      }
    }
  }
  /// When the clear button shows. `.never` by default.
  public var clearButtonMode: ViewMode {
    get { inputTraits.clearButtonMode }
    set { inputTraits.clearButtonMode = newValue }
  }
  /// Whether beginning to edit clears the text (asking ``HeadlessTextFieldDelegate/textFieldShouldClear(_:)``).
  public var clearsOnBeginEditing: Bool {
    get { inputTraits.clearsOnBeginEditing }
    set { inputTraits.clearsOnBeginEditing = newValue }
  }
  /// Whether the next insertion replaces all the text; it resets itself after that insertion.
  public var clearsOnInsertion: Bool {
    get { settings.clearsOnInsertion }
    set { settings.clearsOnInsertion = newValue }
  }
  /// Whether the text is hidden. A secure field clears all its text on the first edit after
  /// it regains focus, as UIKit's does, and keeps no undo history: making a field secure
  /// drops the history that holds its earlier text. A field that stops being secure while
  /// editing (a "show password" toggle) no longer clears on the next edit.
  public var isSecureTextEntry: Bool {
    get { settings.isSecureTextEntry }
    set {
      let oldValue = settings.isSecureTextEntry
      settings.isSecureTextEntry = newValue
      guard isSecureTextEntry != oldValue else { return }
      history.isRecording = !isSecureTextEntry
      if !isSecureTextEntry { clearsOnNextEdit = false }
    }
  }
  /// The keyboard a front end shows.
  public var keyboardType: KeyboardType {
    get { inputTraits.keyboardType }
    set { inputTraits.keyboardType = newValue }
  }
  /// The return key's title.
  public var returnKeyType: ReturnKeyType {
    get { inputTraits.returnKeyType }
    set { inputTraits.returnKeyType = newValue }
  }
  /// How typed text is capitalised.
  public var autocapitalizationType: TextAutocapitalizationType {
    get { inputTraits.autocapitalizationType }
    set { inputTraits.autocapitalizationType = newValue }
  }
  /// Whether typed text is autocorrected.
  public var autocorrectionType: TextAutocorrectionType {
    get { inputTraits.autocorrectionType }
    set { inputTraits.autocorrectionType = newValue }
  }
  /// The meaning of the content, for autofill.
  public var textContentType: TextContentType? {
    get { inputTraits.textContentType }
    set { inputTraits.textContentType = newValue }
  }
  /// Whether the return key does nothing while the text is empty.
  public var enablesReturnKeyAutomatically: Bool {
    get { settings.enablesReturnKeyAutomatically }
    set { settings.enablesReturnKeyAutomatically = newValue }
  }
  /// Buttons shown above the keyboard while the field is focused.
  public var inputAccessoryItems: [InputAccessoryItem] {
    get { inputTraits.inputAccessoryItems }
    set { inputTraits.inputAccessoryItems = newValue }
  }
  /// The traits above, in one stored value that a component sets on every update. Package
  /// code only assigns it, sets one member, or changes it through ``updateInputTraits(_:)``
  /// with a closure that reaches nothing else, so it skips the run-time exclusivity check too.
  @exclusivity(unchecked) package var inputTraits = InputTraits()

  /// Changes ``inputTraits`` in place. `update` must not reach the field.
  package func updateInputTraits(_ update: (inout InputTraits) -> Void) {
    update(&inputTraits)
  }

  /// Called when backspace is pressed with the caret at the start and nothing selected (where
  /// UIKit calls no delegate method); the search bar removes tokens here.
  @exclusivity(unchecked) package var deleteBackwardAtStart: (() -> Void)?
  /// Called when a user insertion is about to happen; the search bar replaces a selected
  /// token here. Returns `false` to cancel the insertion.
  @exclusivity(unchecked) package var willInsert: (() -> Bool)?

  /// Whether the clear button is showing now: its mode allows it and there is text.
  public var isClearButtonVisible: Bool {
    guard !storage.isEmpty else { return false }
    switch clearButtonMode {
    case .never: return false
    case .whileEditing: return isFirstResponder
    case .unlessEditing: return !isFirstResponder
    case .always: return true
    }
  }

  // MARK: Bookkeeping

  @exclusivity(unchecked) private var actions = ControlActions()
  /// Counts every change to the text, so a sequence can tell that a callback replaced it.
  @exclusivity(unchecked) private var textVersion = 0

  /// A number that changes with every change of the text, programmatic or not.
  package var contentVersion: Int { textVersion }

  /// One edit of the committed text: `range` (UTF-16, in the text of length `lengthBefore`
  /// at `fromVersion`) replaced by `replacement`, giving the text at `toVersion`.
  package struct CommittedEdit {
    package let fromVersion: Int
    package let toVersion: Int
    package let range: NSRange
    package let replacement: String
    package let lengthBefore: Int
  }

  /// The last edit a person made to the committed text. It describes the current text only
  /// when its `toVersion` is ``contentVersion``: any other change moves the version on.
  @exclusivity(unchecked) package private(set) var lastCommittedEdit: CommittedEdit?
  /// Counts editing sessions, so a sequence can tell that a callback ended or restarted one.
  @exclusivity(unchecked) private var editingSession = 0
  @exclusivity(unchecked) private var isBeginEventPending = false
  /// Set while `textFieldDidEndEditing` runs, so a focus regained there sends its
  /// `editingDidBegin` after this session's `editingDidEnd`.
  @exclusivity(unchecked) private var isEndEventPending = false
  /// Set while editing ends: an input method can no longer start a composition.
  @exclusivity(unchecked) private var isResigning = false
  /// Set while the delegate is asked whether editing may begin.
  @exclusivity(unchecked) private var isBeginning = false
  /// Set when a secure field regains focus: its first edit replaces everything.
  @exclusivity(unchecked) private var clearsOnNextEdit = false

  @exclusivity(unchecked) private var history = UndoHistory()
  /// How many undo steps the field keeps; a negative value is stored as 0 (no history).
  public var undoLimit: Int {
    get { history.limit }
    set { history.limit = newValue }
  }

  /// Creates an empty field with UIKit's defaults.
  public init() {}

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

  private func send(_ event: ControlEvent) {
    for action in actions.bodies(for: event) { action.body(self) }
  }

  // MARK: Ranges

  /// The string range of a UTF-16 range of ``text``.
  ///
  /// - Throws: ``TextRangeError`` when the range is `NSNotFound`, out of bounds, or splits a
  ///   surrogate pair or a grapheme cluster.
  public func textRange(from range: NSRange) throws(TextRangeError) -> Range<String.Index> {
    try TextStorage.stringRange(range, in: storage, utf16Count: storageLength)
  }

  /// The UTF-16 range of a string range of ``text``.
  public func nsRange(from range: Range<String.Index>) -> NSRange {
    TextStorage.nsRange(range, in: storage, utf16Count: storageLength)
  }

  /// The selection as a string range of ``text``.
  public var selectedTextRange: Range<String.Index> {
    // The field only ever stores valid selections.
    (try? textRange(from: selectedRange)) ?? storage.endIndex..<storage.endIndex
  }

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
    _ = try textRange(from: range)
    if let markedRange, !Self.contains(markedRange, range) {
      let version = textVersion
      UpdateScheduler.perform { commitMarkedText() }
      // A callback changed the text while the composition committed: the range no longer
      // means anything, and the selection stays where the callback left it.
      guard textVersion == version, composition == nil else { return }
    }
    selectedRange = range
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
    UpdateScheduler.perform { beginEditingSequence() }
  }

  private func beginEditingSequence() -> Bool {
    guard isEnabled else { return false }
    guard !isFirstResponder else { return true }
    // A delegate that asks for focus again while it is being asked about this focus
    // (from textFieldShouldBeginEditing or textFieldShouldClear) is absorbed into it.
    guard !isBeginning else { return false }
    isBeginning = true
    defer { isBeginning = false }
    if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
    guard !isFirstResponder, isEnabled else { return isFirstResponder }
    // One first responder per window: the current one is asked to resign first, and its
    // refusal wins.
    if let window, let current = window.firstResponder, current !== self {
      guard current.resignFirstResponder() else { return false }
      guard !isFirstResponder, isEnabled else { return isFirstResponder }
      if let other = window.firstResponder, other !== self { return false }
    }
    if clearsOnBeginEditing, !storage.isEmpty, delegate?.textFieldShouldClear(self) ?? true {
      // The delegate may have focused the field itself from textFieldShouldClear.
      guard !isFirstResponder, isEnabled else { return isFirstResponder }
      replaceForUser(NSRange(location: 0, length: storageLength), with: "")
      breakUndoGroup()
    }
    flushPendingEndEvent()
    isBeginning = false
    if let window, let other = window.firstResponder, other !== self { return false }
    isFirstResponder = true
    window?.didBecomeFirstResponder(self)
    editingSession += 1
    let session = editingSession
    clearsOnNextEdit = isSecureTextEntry && !storage.isEmpty
    selectedRange = NSRange(location: storageLength, length: 0)
    isBeginEventPending = true
    delegate?.textFieldDidBeginEditing(self)
    if isBeginEventPending, editingSession == session {
      isBeginEventPending = false
      send(.editingDidBegin)
    }
    return isFirstResponder
  }

  /// Asks the field to give up focus, as UIKit's `resignFirstResponder()`.
  ///
  /// The sequence is: `textFieldShouldEndEditing` (`false` keeps focus) → any marked text is
  /// committed → unfocused → `textFieldDidEndEditing(_:reason: .committed)` →
  /// ``ControlEvent/editingDidEnd``.
  ///
  /// - Returns: Whether the field is not first responder when the call returns: `true` if it
  ///   never was or it resigned, `false` if the delegate refused or focused it again from
  ///   `textFieldDidEndEditing`.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    return UpdateScheduler.perform { endEditingSequence(force: false, reason: .committed) }
  }

  /// Ends editing, as UIKit's `endEditing(_:)`. With `force`, the delegate is not asked.
  ///
  /// - Returns: Whether the field is not first responder when the call returns.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard isFirstResponder else { return true }
    return UpdateScheduler.perform { endEditingSequence(force: force, reason: .committed) }
  }

  @discardableResult
  private func endEditingSequence(force: Bool, reason: DidEndEditingReason) -> Bool {
    flushPendingBeginEvent()
    if !force, let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
    guard isFirstResponder else { return true }
    isResigning = true
    defer { isResigning = false }
    if composition != nil { commitMarkedText() }
    guard isFirstResponder else { return true }
    isFirstResponder = false
    window?.didResignFirstResponder(self)
    // No composition outlives editing, whatever the callbacks above did.
    composition = nil
    clearsOnNextEdit = false
    breakUndoGroup()
    // The field has resigned: a delegate that focuses it again from didEndEditing may compose.
    isResigning = false
    isEndEventPending = true
    delegate?.textFieldDidEndEditing(self, reason: reason)
    flushPendingEndEvent()
    return !isFirstResponder
  }

  /// Sends the `editingDidEnd` of a session whose `textFieldDidEndEditing` is still running.
  private func flushPendingEndEvent() {
    if isEndEventPending {
      isEndEventPending = false
      send(.editingDidEnd)
    }
  }

  /// A callback that ends editing inside `textFieldDidBeginEditing` still sees begin before end.
  private func flushPendingBeginEvent() {
    if isBeginEventPending {
      isBeginEventPending = false
      send(.editingDidBegin)
    }
  }

  // MARK: User actions

  /// A person taps the field: it takes focus as ``becomeFirstResponder()`` does. Tapping a
  /// focused or disabled field does nothing.
  public func tap() {
    becomeFirstResponder()
  }

  /// A person types `text`, one keystroke per character (grapheme cluster).
  ///
  /// A newline is the return key (``tapReturnKey()``). Each other character is
  /// ``insertText(_:)``. Ignored unless the field is enabled and focused.
  public func type(_ text: String) {
    UpdateScheduler.perform { typeSequence(text) }
  }

  private func typeSequence(_ text: String) {
    for character in text {
      if character.isNewline {
        tapReturnKeySequence()
      } else {
        insertTextSequence(String(character))
      }
    }
  }

  /// The keyboard inserts `text` at the selection (replacing it), as `UIKeyInput.insertText`.
  ///
  /// Sequence: `textField(_:shouldChangeCharactersIn:replacementString:)` with the selection's
  /// range (`false`: nothing happens) → text replaced, caret after the insertion →
  /// ``ControlEvent/editingChanged`` → `textFieldDidChangeSelection`. While composing, the
  /// insertion replaces the marked text and ends the composition. A lone newline is the
  /// return key; newlines inside longer text become spaces, as a single-line field shows
  /// them. Ignored unless the field is enabled and focused.
  public func insertText(_ text: String) {
    UpdateScheduler.perform { insertTextSequence(text) }
  }

  private func insertTextSequence(_ text: String) {
    guard isEnabled, isFirstResponder else { return }
    // The first byte rules out a line break before any string comparison (three of them cost
    // more than the check).
    if let first = text.utf8.first, first == 0x0A || first == 0x0D,
      text == "\n" || text == "\r\n" || text == "\r"
    {
      tapReturnKeySequence()
      return
    }
    insert(Self.singleLine(text), group: .typing)
  }

  /// A person pastes `text`: one edit for the whole string, its own undo step.
  ///
  /// Newlines become spaces. Ignored unless the field is enabled and focused, or when `text`
  /// is empty.
  public func paste(_ text: String) {
    guard isEnabled, isFirstResponder, !text.isEmpty else { return }
    UpdateScheduler.perform {
      breakUndoGroup()
      insert(Self.singleLine(text), group: nil)
      breakUndoGroup()
    }
  }

  /// Performs `replacement` of `range` as a user edit of its own (asking the delegate again)
  /// in place of the edit being asked about: what a component does when it accepts only part
  /// of an insertion (a filter, a length limit). Does nothing when the range does not address
  /// the text on character boundaries.
  ///
  /// - Returns: Whether the edit happened.
  @discardableResult
  package func performSubstituteEdit(_ range: NSRange, with replacement: String) -> Bool {
    guard isEnabled, isFirstResponder, (try? textRange(from: range)) != nil else { return false }
    return UpdateScheduler.perform {
      breakUndoGroup()
      let done = userEdit(range, with: Self.singleLine(replacement), group: nil)
      breakUndoGroup()
      return done
    }
  }

  /// Replaces `range` programmatically, notifying nobody, and puts the caret after the
  /// replacement: what a component does to trim committed IME text to a limit. Does nothing
  /// when the range does not address the text on character boundaries.
  package func replaceProgrammatically(_ range: NSRange, with replacement: String) {
    guard (try? textRange(from: range)) != nil else { return }
    replaceForUser(range, with: replacement)
    breakUndoGroup()
  }

  private func insert(_ text: String, group: UndoHistory.Group?) {
    if let willInsert, !willInsert() { return }
    guard isEnabled, isFirstResponder else { return }
    var range = selectedRange
    var replacement = text
    if let composition {
      (range, replacement) = composition.replacement(with: text, in: storage)
    }
    if clearsOnNextEdit || clearsOnInsertion {
      range = NSRange(location: 0, length: storageLength)
      replacement = text
    }
    userEdit(range, with: replacement, group: group)
  }

  /// A person presses backspace.
  ///
  /// Deletes the selection, or else the whole grapheme cluster before the caret (👍🏽, 🇯🇵,
  /// e + U+0301, a ZWJ family), asking the delegate with an empty replacement. At the start
  /// of the text or in an empty field nothing is called. While composing, it removes the last
  /// marked character instead, without asking the delegate, as an IME does.
  public func deleteBackward() {
    UpdateScheduler.perform { deleteBackwardSequence() }
  }

  private func deleteBackwardSequence() {
    guard isEnabled, isFirstResponder else { return }
    if let composition, let marked = markedText {
      var shortened = marked
      shortened.removeLast()
      setMarkedTextUnchecked(
        shortened, replacing: composition.range,
        selectedRange: NSRange(location: shortened.utf16.count, length: 0))
      return
    }
    let range: NSRange
    if clearsOnNextEdit {
      range = NSRange(location: 0, length: storageLength)
    } else if selectedRange.length > 0 {
      range = selectedRange
    } else if selectedRange.location == 0 {
      // UIKit calls nothing here; a search field uses the key to select or delete a token.
      deleteBackwardAtStart?()
      return
    } else {
      range = TextStorage.clusterBefore(
        selectedRange.location, in: storage, utf16Count: storageLength)
    }
    guard range.length > 0 else { return }
    userEdit(range, with: "", group: .deleting)
  }

  /// A person selects a range (drag, double tap, select all).
  ///
  /// The range is clamped into the text and widened to grapheme boundaries; `NSNotFound` is
  /// ignored. When the selection changes, `textFieldDidChangeSelection` follows. A selection
  /// outside the marked text ends the composition. Ignored unless enabled and focused.
  public func select(_ range: NSRange) {
    UpdateScheduler.perform { selectSequence(range) }
  }

  /// Selects all the text, as UIKit's `selectAll(_:)`: a user action, so
  /// `textFieldDidChangeSelection` follows when the selection changes. Ignored unless enabled
  /// and focused.
  public func selectAll() {
    select(NSRange(location: 0, length: storageLength))
  }

  /// `range` clamped into the text and widened to character boundaries; `NSNotFound` becomes
  /// the caret at the end.
  package func clampedRange(_ range: NSRange) -> NSRange {
    guard range.location != NSNotFound else {
      return NSRange(location: storageLength, length: 0)
    }
    let lower = TextStorage.snap(range.location, in: storage, up: false, utf16Count: storageLength)
    let sum = range.location.addingReportingOverflow(max(range.length, 0))
    let end = sum.overflow ? Int.max : sum.partialValue
    let upper = max(lower, TextStorage.snap(end, in: storage, up: true, utf16Count: storageLength))
    return NSRange(location: lower, length: upper - lower)
  }

  private func selectSequence(_ range: NSRange) {
    guard isEnabled, isFirstResponder, range.location != NSNotFound else { return }
    let snapped = clampedRange(range)
    guard snapped != selectedRange else { return }
    if let markedRange, !Self.contains(markedRange, snapped) {
      let version = textVersion
      commitMarkedText()
      // A callback changed the text: the snapped range no longer means anything.
      guard textVersion == version, isFirstResponder else { return }
    }
    selectedRange = snapped
    breakUndoGroup()
    delegate?.textFieldDidChangeSelection(self)
  }

  /// An input method shows provisional text, as `UITextInput.setMarkedText(_:selectedRange:)`.
  ///
  /// The marked text replaces the current marked text (or the selection) **inside** ``text``;
  /// `selectedRange` is relative to the marked text and is clamped into it. No
  /// `shouldChangeCharactersIn` is asked (UIKit asks none for marked text); the field sends
  /// ``ControlEvent/editingChanged`` and `textFieldDidChangeSelection`. Empty marked text ends
  /// the composition. Ignored unless enabled and focused, and in a secure field.
  public func setMarkedText(_ markedText: String, selectedRange: NSRange) {
    guard isEnabled, isFirstResponder, !isResigning, !isSecureTextEntry else { return }
    UpdateScheduler.perform {
      setMarkedTextUnchecked(
        markedText, replacing: composition?.range ?? self.selectedRange,
        selectedRange: selectedRange)
    }
  }

  private func setMarkedTextUnchecked(
    _ markedText: String, replacing range: NSRange, selectedRange relative: NSRange
  ) {
    breakUndoGroup()
    // A composition is one undo step, recorded when it starts.
    if composition == nil { pushUndo() }
    replaceStorage(range, with: markedText)
    textVersion += 1
    let length = markedText.utf16.count
    if length == 0 {
      composition = nil
      selectedRange = NSRange(
        location: TextStorage.snap(
          range.location, in: storage, up: true, utf16Count: storageLength), length: 0)
    } else {
      composition = Composition(range: NSRange(location: range.location, length: length))
      let location =
        relative.location == NSNotFound ? length : min(max(relative.location, 0), length)
      let end = location + min(max(relative.length, 0), length - location)
      let marked = markedRange ?? NSRange(location: range.location, length: length)
      let lower = max(
        marked.location,
        TextStorage.snap(
          range.location + location, in: storage, up: false, utf16Count: storageLength))
      let upper = min(
        marked.location + marked.length,
        max(
          lower,
          TextStorage.snap(range.location + end, in: storage, up: true, utf16Count: storageLength)))
      selectedRange = NSRange(location: lower, length: upper - lower)
    }
    send(.editingChanged)
    delegate?.textFieldDidChangeSelection(self)
  }

  /// The input method commits the marked text, as `UITextInput.unmarkText()`.
  ///
  /// The text stays; the caret moves to its end; the field sends
  /// ``ControlEvent/editingChanged`` because the committed text changed. Does nothing when
  /// nothing is marked.
  public func unmarkText() {
    guard composition != nil else { return }
    UpdateScheduler.perform { commitMarkedText() }
  }

  private func commitMarkedText() {
    guard let markedRange else { return }
    composition = nil
    selectedRange = NSRange(location: markedRange.location + markedRange.length, length: 0)
    breakUndoGroup()
    send(.editingChanged)
    delegate?.textFieldDidChangeSelection(self)
  }

  /// A person taps the clear button.
  ///
  /// Only while the button shows (``isClearButtonVisible``): `textFieldShouldClear` (`false`:
  /// nothing) → text `""` → ``ControlEvent/editingChanged``. No `shouldChangeCharactersIn`.
  /// Tapping it on an unfocused field (modes `.unlessEditing`, `.always`) clears without
  /// focusing.
  public func tapClearButton() {
    UpdateScheduler.perform { tapClearButtonSequence() }
  }

  private func tapClearButtonSequence() {
    guard isEnabled, isClearButtonVisible else { return }
    if let delegate, !delegate.textFieldShouldClear(self) { return }
    guard !storage.isEmpty else { return }
    breakUndoGroup()
    pushUndo()
    replaceForUser(NSRange(location: 0, length: storageLength), with: "")
    composition = nil
    send(.editingChanged)
  }

  /// A person presses the return key.
  ///
  /// While composing, return commits the marked text and does nothing else, as an IME does.
  /// Otherwise: `textFieldShouldReturn` (`false`: nothing more) →
  /// ``ControlEvent/editingDidEndOnExit``. The text never changes and the field does not resign
  /// by itself. With ``enablesReturnKeyAutomatically`` the key does nothing while the text is
  /// empty. Ignored unless enabled and focused.
  public func tapReturnKey() {
    UpdateScheduler.perform { tapReturnKeySequence() }
  }

  private func tapReturnKeySequence() {
    guard isEnabled, isFirstResponder else { return }
    if composition != nil {
      commitMarkedText()
      return
    }
    if enablesReturnKeyAutomatically && storage.isEmpty { return }
    breakUndoGroup()
    if let delegate, !delegate.textFieldShouldReturn(self) { return }
    send(.editingDidEndOnExit)
  }

  /// A person taps the accessory button titled `title`.
  ///
  /// Accessory buttons show only while the field is focused; an unknown title does nothing.
  public func tapAccessory(_ title: String) {
    guard isEnabled, isFirstResponder,
      let item = inputAccessoryItems.first(where: { $0.title == title })
    else { return }
    UpdateScheduler.perform { item.action(self) }
  }

  // MARK: Undo

  /// Whether ``undo()`` has a step to undo.
  public var canUndo: Bool { history.canUndo }
  /// Whether ``redo()`` has a step to redo.
  public var canRedo: Bool { history.canRedo }

  /// Undoes the last edit group: consecutive typing is one step; paste, clear, a selection
  /// change and programmatic sets start new ones.
  ///
  /// Runs as a user edit: `shouldChangeCharactersIn` with the changed range (`false`: nothing
  /// happens) → ``ControlEvent/editingChanged`` → `textFieldDidChangeSelection`. Ignored
  /// unless enabled and focused.
  public func undo() {
    UpdateScheduler.perform { stepThroughHistory(undoing: true) }
  }

  /// Redoes the last undone step, as a user edit. Ignored unless enabled and focused.
  public func redo() {
    UpdateScheduler.perform { stepThroughHistory(undoing: false) }
  }

  /// Restores the top of the undo (or redo) stack as a user edit.
  ///
  /// The stacks change before any notification, so a delegate that edits, undoes or redoes
  /// from `textFieldDidChangeSelection` sees them consistent and its own step is kept.
  private func stepThroughHistory(undoing: Bool) {
    guard isEnabled, isFirstResponder else { return }
    if composition != nil { commitMarkedText() }
    guard isEnabled, isFirstResponder, let snapshot = history.next(undoing: undoing) else {
      return
    }
    history.breakGroup()
    let (range, replacement) = Self.difference(from: storage, to: snapshot.text)
    let version = textVersion
    let depth = history.depth(undoing: undoing)
    if let delegate,
      !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: replacement)
    {
      return
    }
    // A delegate that changed the text or the history while asked: the step is dropped.
    guard textVersion == version, isFirstResponder, isEnabled,
      depth == history.depth(undoing: undoing)
    else { return }
    let current = UndoHistory.Snapshot(text: storage, selection: selectedRange)
    if undoing { history.undo(from: current) } else { history.redo(from: current) }
    setStorage(snapshot.text)
    textVersion += 1
    composition = nil
    let length = storageLength
    let lower = TextStorage.snap(
      snapshot.selection.location, in: storage, up: false, utf16Count: storageLength)
    let end = snapshot.selection.location + snapshot.selection.length
    let upper = max(lower, TextStorage.snap(end, in: storage, up: true, utf16Count: storageLength))
    selectedRange = NSRange(location: min(lower, length), length: min(upper, length) - lower)
    send(.editingChanged)
    delegate?.textFieldDidChangeSelection(self)
  }

  private func setStorage(_ text: String) {
    storage = text
    storageLength = text.utf16.count
  }

  /// Replaces a valid UTF-16 `range` of the storage, in place. `replacementLength` is the
  /// replacement's UTF-16 length, when the caller has counted it already.
  private func replaceStorage(
    _ range: NSRange, with replacement: String, replacementLength: Int? = nil
  ) {
    let replacementLength = replacementLength ?? replacement.utf16.count
    TextStorage.replace(range, in: &storage, with: replacement, utf16Count: storageLength)
    storageLength += replacementLength - range.length
  }

  private func pushUndo() {
    history.push(UndoHistory.Snapshot(text: storage, selection: selectedRange))
  }

  private func breakUndoGroup() {
    history.breakGroup()
  }

  // MARK: The edit pipeline

  /// Asks the delegate, replaces, moves the caret, notifies. Returns whether the edit happened.
  @discardableResult
  private func userEdit(
    _ range: NSRange, with replacement: String, group: UndoHistory.Group?
  ) -> Bool {
    let version = textVersion
    if let delegate,
      !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: replacement)
    {
      return false
    }
    // The delegate replaced the text itself (a formatter does this and returns true by
    // mistake): the range no longer means anything, so the edit is dropped.
    guard textVersion == version, isFirstResponder, isEnabled else { return false }
    history.recordEdit(
      before: UndoHistory.Snapshot(text: storage, selection: selectedRange), group: group)
    replaceForUser(range, with: replacement)
    // The first edit after a secure field regains focus, and the insertion that
    // clearsOnInsertion waits for, have happened.
    clearsOnNextEdit = false
    if !replacement.isEmpty { clearsOnInsertion = false }
    send(.editingChanged)
    delegate?.textFieldDidChangeSelection(self)
    return true
  }

  /// Replaces text and puts the caret after the replacement, on a grapheme boundary.
  private func replaceForUser(_ range: NSRange, with replacement: String) {
    let edit = CommittedEdit(
      fromVersion: textVersion, toVersion: textVersion + 1, range: range,
      replacement: replacement, lengthBefore: storageLength)
    let wasComposing = composition != nil
    let replacementLength = replacement.utf16.count
    replaceStorage(range, with: replacement, replacementLength: replacementLength)
    textVersion += 1
    // While composing, the storage holds marked text the committed text does not: the edit
    // does not describe a change of the committed text.
    lastCommittedEdit = wasComposing ? nil : edit
    composition = nil
    // An inserted combining mark or joiner can merge with its neighbours; keep the caret on a
    // boundary by moving it to the end of the cluster it landed in.
    let caret = range.location + replacementLength
    selectedRange = NSRange(
      location: TextStorage.snap(caret, in: storage, up: true, utf16Count: storageLength), length: 0
    )
  }

  // MARK: Helpers

  private nonisolated static func singleLine(_ text: String) -> String {
    // Typed text is mostly ASCII without control characters: decide that from the bytes,
    // without breaking the text into characters (line breaks in ASCII are 0x0A–0x0D).
    var plain = true
    for byte in text.utf8 where byte >= 0x80 || byte &- 0x0A < 4 {
      plain = false
      break
    }
    guard !plain, text.contains(where: \.isNewline) else { return text }
    return String(text.map { $0.isNewline ? " " : $0 })
  }

  private static func contains(_ outer: NSRange, _ inner: NSRange) -> Bool {
    inner.location >= outer.location
      && inner.location + inner.length <= outer.location + outer.length
  }

  /// The smallest UTF-16 range of `old` whose replacement gives `new`, on grapheme boundaries.
  private static func difference(from old: String, to new: String) -> (NSRange, String) {
    let oldChars = Array(old)
    let newChars = Array(new)
    var prefix = 0
    // Scalar by scalar: canonically equal characters ("é" and e + U+0301) compare equal as
    // `Character`s, yet replacing one with the other is a real edit.
    func same(_ a: Character, _ b: Character) -> Bool {
      a.unicodeScalars.elementsEqual(b.unicodeScalars)
    }
    while prefix < oldChars.count, prefix < newChars.count, same(oldChars[prefix], newChars[prefix])
    {
      prefix += 1
    }
    var suffix = 0
    while suffix < oldChars.count - prefix, suffix < newChars.count - prefix,
      same(oldChars[oldChars.count - 1 - suffix], newChars[newChars.count - 1 - suffix])
    {
      suffix += 1
    }
    let location = oldChars[..<prefix].reduce(0) { $0 + $1.utf16.count }
    let length = oldChars[prefix..<(oldChars.count - suffix)].reduce(0) { $0 + $1.utf16.count }
    let replacement = String(newChars[prefix..<(newChars.count - suffix)])
    return (NSRange(location: location, length: length), replacement)
  }
}

// MARK: - Reflection

extension HeadlessTextField: CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The text as reflection may show it: `"<secure, redacted>"` for a secure field.
  private var reflectedText: String {
    isSecureTextEntry ? "<secure, redacted>" : text.debugDescription
  }

  /// A one-line summary: the text (redacted when secure), the selection, the marked range
  /// and whether the field is first responder. A secure field's text, committed or marked,
  /// never appears.
  public nonisolated var description: String {
    onMainThread(or: "HeadlessTextField") {
      var parts = ["text: \($0.reflectedText)", "selection: \($0.selectedRange)"]
      if let marked = $0.markedRange { parts.append("marked: \(marked)") }
      if $0.isFirstResponder { parts.append("first responder") }
      return "HeadlessTextField(" + parts.joined(separator: ", ") + ")"
    }
  }

  /// The same as ``description``.
  public nonisolated var debugDescription: String { description }

  /// What `dump` and `Mirror` show: the public state, with the text redacted when the field
  /// is secure. Stored properties (the text storage, the undo history, the composition) are
  /// not reflected, so a secure field's text cannot be reached through them.
  public nonisolated var customMirror: Mirror {
    onMainThread(or: Mirror(self, children: ["note": "read on the main actor to see more"])) {
      field in
      Mirror(
        field,
        children: [
          "text": field.reflectedText as Any,
          "selectedRange": field.selectedRange,
          "markedRange": field.markedRange as Any,
          "isFirstResponder": field.isFirstResponder,
          "isSecureTextEntry": field.isSecureTextEntry,
          "placeholder": field.placeholder as Any,
        ], displayStyle: .class)
    }
  }

  /// `body` on the main actor when called there; `fallback` elsewhere (reflection and
  /// descriptions may be asked for from any thread, and the field's state belongs to the
  /// main actor).
  private nonisolated func onMainThread<T>(
    or fallback: @autoclosure () -> T, _ body: @MainActor (HeadlessTextField) -> T
  ) -> T {
    ifOnMainActor { body(self) } ?? fallback()
  }
}
