import Foundation

/// A headless stand-in for `UISearchBar`: a search field with cancel, bookmark, results and
/// scope buttons, tokens and suggestions, and UIKit's delegate sequence.
///
/// The bar owns a ``searchTextField`` (a ``HeadlessTextField``, as `UISearchBar` owns a
/// `UISearchTextField`) and translates its events into ``HeadlessSearchBarDelegate`` calls:
///
/// | user action | delegate sequence |
/// |---|---|
/// | ``tap()`` | `searchBarShouldBeginEditing` → `searchBarTextDidBeginEditing` |
/// | ``type(_:)``, ``paste(_:)``, ``deleteBackward()`` | `searchBar(_:shouldChangeTextIn:replacementText:)` → `searchBar(_:textDidChange:)` |
/// | the field's clear button | `searchBar(_:textDidChange:)` with `""` |
/// | ``tapSearchButton()`` | `searchBarSearchButtonClicked` only |
/// | ``tapCancelButton()`` | `searchBarCancelButtonClicked` only (while ``showsCancelButton``) |
/// | ``selectScope(_:)`` | index changes → `searchBar(_:selectedScopeButtonIndexDidChange:)` |
/// | ``resignFirstResponder()`` | `searchBarShouldEndEditing` → `searchBarTextDidEndEditing` |
///
/// Programmatic changes (``text``, ``selectedScopeButtonIndex``, ``tokens``) notify nobody.
/// Buttons exist only while shown: tapping a hidden one does nothing.
///
/// ```swift
/// let bar = HeadlessSearchBar()
/// bar.delegate = coordinator
/// bar.tap()
/// bar.type("jo")        // textDidChange "j", then "jo"
/// bar.tapSearchButton() // searchBarSearchButtonClicked
/// ```
@MainActor
public final class HeadlessSearchBar: HeadlessWindowMember {
  /// The look of the bar, as `UISearchBar.Style`.
  public enum Style: Sendable, Hashable, CaseIterable {
    /// The platform's default look.
    case `default`
    /// A prominent, opaque background.
    case prominent
    /// No background.
    case minimal
  }

  /// The text field inside the bar. Its delegate is the bar: use ``delegate`` instead.
  public let searchTextField = HeadlessTextField()

  /// The bar's delegate, held weakly as UIKit does.
  public weak var delegate: (any HeadlessSearchBarDelegate)?

  /// The window the bar's field belongs to (see ``HeadlessWindow``).
  public var window: HeadlessWindow? {
    get { searchTextField.window }
    set { searchTextField.window = newValue }
  }

  private let relay = Relay()

  /// Creates a bar with UIKit's defaults: return key "Search", enabled only while there is
  /// text, and a clear button while editing.
  public init() {
    relay.bar = self
    searchTextField.delegate = relay
    searchTextField.returnKeyType = .search
    searchTextField.enablesReturnKeyAutomatically = true
    searchTextField.clearButtonMode = .whileEditing
    searchTextField.addAction(for: .editingChanged) { [weak self] field in
      guard let self else { return }
      self.delegate?.searchBar(self, textDidChange: field.text)
    }
    searchTextField.deleteBackwardAtStart = { [weak self] in self?.backspaceAtStart() }
    searchTextField.willInsert = { [weak self] in self?.replaceSelectedToken() ?? true }
  }

  // MARK: Programmatic properties

  /// The text (after the tokens). Setting it notifies nobody.
  public var text: String {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  /// The text shown while the field is empty.
  public var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }
  /// The label VoiceOver reads, as UIKit's `accessibilityLabel`; the placeholder, or "Search" when `nil`.
  public var accessibilityLabel: String?
  /// The hint VoiceOver reads after a pause, as UIKit's `accessibilityHint`.
  public var accessibilityHint: String?
  /// The identifier UI tests find the bar by, as UIKit's `accessibilityIdentifier`.
  public var accessibilityIdentifier: String?

  /// A single line of text shown above the bar.
  public var prompt: String?
  /// Whether the cancel button shows. `false` by default.
  public var showsCancelButton = false
  /// Shows or hides the cancel button, as UIKit's `setShowsCancelButton(_:animated:)`.
  /// Headless, so `animated` only tells a front end how to show the change.
  public func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// Whether the bookmark button shows. `false` by default.
  public var showsBookmarkButton = false
  /// Whether the search results button shows. `false` by default.
  public var showsSearchResultsButton = false
  /// Whether the search results button is shown selected.
  public var isSearchResultsButtonSelected = false
  /// Whether the scope bar shows (it needs at least two ``scopeButtonTitles``).
  public var showsScopeBar = false
  /// The titles of the scope buttons.
  public var scopeButtonTitles: [String] = [] {
    didSet {
      if selectedScopeButtonIndex >= scopeButtonTitles.count { selectedScopeButtonIndex = 0 }
    }
  }
  /// The selected scope button. An index outside ``scopeButtonTitles`` is ignored, and index 0
  /// is always accepted, as in UIKit.
  public var selectedScopeButtonIndex = 0 {
    didSet {
      if selectedScopeButtonIndex != 0
        && !scopeButtonTitles.indices.contains(selectedScopeButtonIndex)
      {
        selectedScopeButtonIndex = oldValue
      }
    }
  }
  /// Whether the scope bar is visible now.
  public var isScopeBarVisible: Bool { showsScopeBar && scopeButtonTitles.count >= 2 }
  /// The bar's look.
  public var searchBarStyle: Style = .default
  /// Whether the bar accepts user actions.
  public var isEnabled: Bool {
    get { searchTextField.isEnabled }
    set { searchTextField.isEnabled = newValue }
  }
  /// Whether the bar's field has focus.
  public var isFirstResponder: Bool { searchTextField.isFirstResponder }
  /// How typed text is capitalised.
  public var autocapitalizationType: TextAutocapitalizationType {
    get { searchTextField.autocapitalizationType }
    set { searchTextField.autocapitalizationType = newValue }
  }
  /// Whether typed text is autocorrected.
  public var autocorrectionType: TextAutocorrectionType {
    get { searchTextField.autocorrectionType }
    set { searchTextField.autocorrectionType = newValue }
  }
  /// The keyboard a front end shows.
  public var keyboardType: KeyboardType {
    get { searchTextField.keyboardType }
    set { searchTextField.keyboardType = newValue }
  }
  /// What the text is, for autofill: the bar's field's, as `UISearchBar`'s
  /// `textContentType`.
  public var textContentType: TextContentType? {
    get { searchTextField.textContentType }
    set { searchTextField.textContentType = newValue }
  }
  /// The return key's title; `.search` by default.
  public var returnKeyType: ReturnKeyType {
    get { searchTextField.returnKeyType }
    set { searchTextField.returnKeyType = newValue }
  }

  /// The tokens, shown before the text. Setting them notifies nobody.
  public var tokens: [SearchToken] = [] {
    didSet { selectedTokenIndex = nil }
  }
  /// The token selected by backspace, which the next backspace deletes.
  public private(set) var selectedTokenIndex: Int?
  /// Suggestions a front end shows under the field while it is focused.
  public var searchSuggestions: [SearchSuggestion] = []

  /// Inserts a token at `index` (clamped into `0...tokens.count`). Notifies nobody.
  public func insertToken(_ token: SearchToken, at index: Int) {
    tokens.insert(token, at: min(max(index, 0), tokens.count))
  }

  /// Removes the token at `index`; an index out of range is ignored. Notifies nobody.
  public func removeToken(at index: Int) {
    guard tokens.indices.contains(index) else { return }
    tokens.remove(at: index)
  }

  // MARK: User actions

  /// A person taps the bar: it takes focus, asking the delegate.
  public func tap() { searchTextField.tap() }

  /// Asks the bar to take focus, as `becomeFirstResponder()`.
  @discardableResult
  public func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

  /// Asks the bar to give up focus, asking the delegate.
  @discardableResult
  public func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

  /// Ends editing; with `force`, the delegate is not asked.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool { searchTextField.endEditing(force) }

  /// A person types `text`, one keystroke per character; a newline is the search key.
  public func type(_ text: String) { searchTextField.type(text) }

  /// The keyboard inserts `text`.
  public func insertText(_ text: String) { searchTextField.insertText(text) }

  /// A person pastes `text` in one edit.
  public func paste(_ text: String) { searchTextField.paste(text) }

  /// An input method shows provisional text in the bar's field, as
  /// ``HeadlessTextField/setMarkedText(_:selectedRange:)``: marked text is part of ``text``
  /// while it is composed, and `searchBar(_:textDidChange:)` reports each change.
  public func setMarkedText(_ markedText: String, selectedRange: NSRange) {
    searchTextField.setMarkedText(markedText, selectedRange: selectedRange)
  }

  /// An input method shows provisional text with the caret at its end, without `NSRange`.
  public func setMarkedText(_ markedText: String) {
    searchTextField.setMarkedText(markedText)
  }

  /// The input method commits the marked text, as ``HeadlessTextField/unmarkText()``.
  public func unmarkText() { searchTextField.unmarkText() }

  /// The range of provisional input-method text inside ``text``, or `nil`.
  public var markedRange: NSRange? { searchTextField.markedRange }

  /// A person presses backspace. At the start of the text, the first press selects the last
  /// token and the second deletes it, each reported to the delegate.
  public func deleteBackward() {
    if selectedTokenIndex != nil, isEnabled, isFirstResponder {
      UpdateScheduler.perform { backspaceAtStart() }
    } else {
      searchTextField.deleteBackward()
    }
  }

  /// A person presses the keyboard's search key: `searchBarSearchButtonClicked`, nothing else.
  /// Like every return key it does nothing while the text is empty (UIKit enables it
  /// automatically), and while composing it commits the input method's text instead.
  public func tapSearchButton() { searchTextField.tapReturnKey() }

  /// A person taps the cancel button: only `searchBarCancelButtonClicked`, while the button
  /// shows.
  public func tapCancelButton() {
    guard isEnabled, showsCancelButton else { return }
    UpdateScheduler.perform { delegate?.searchBarCancelButtonClicked(self) }
  }

  /// A person taps the bookmark button, while it shows.
  public func tapBookmarkButton() {
    guard isEnabled, showsBookmarkButton else { return }
    UpdateScheduler.perform { delegate?.searchBarBookmarkButtonClicked(self) }
  }

  /// A person taps the search results button, while it shows.
  public func tapResultsListButton() {
    guard isEnabled, showsSearchResultsButton else { return }
    UpdateScheduler.perform { delegate?.searchBarResultsListButtonClicked(self) }
  }

  /// A person taps the scope button at `index`. Ignored while the scope bar is hidden, for an
  /// index out of range, or for the scope already selected.
  public func selectScope(_ index: Int) {
    guard isEnabled, isScopeBarVisible, scopeButtonTitles.indices.contains(index),
      index != selectedScopeButtonIndex
    else { return }
    selectedScopeButtonIndex = index
    UpdateScheduler.perform { delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index) }
  }

  /// A person chooses the suggestion at `index` of ``searchSuggestions``; out of range is
  /// ignored. The delegate decides what it does (the ``SearchBar`` component completes the
  /// text or adds a token).
  public func selectSuggestion(at index: Int) {
    guard isEnabled, searchSuggestions.indices.contains(index) else { return }
    let suggestion = searchSuggestions[index]
    UpdateScheduler.perform { delegate?.searchBar(self, didSelect: suggestion) }
  }

  // MARK: Tokens

  private func backspaceAtStart() {
    guard !tokens.isEmpty else { return }
    if let index = selectedTokenIndex, tokens.indices.contains(index) {
      let token = tokens.remove(at: index)
      delegate?.searchBar(self, didRemove: token, at: index)
    } else {
      let index = tokens.count - 1
      selectedTokenIndex = index
      delegate?.searchBar(self, didSelectTokenAt: index)
    }
  }

  /// Typing while a token is selected deletes the token first, as UIKit does.
  private func replaceSelectedToken() -> Bool {
    guard let index = selectedTokenIndex, tokens.indices.contains(index) else { return true }
    let token = tokens.remove(at: index)
    delegate?.searchBar(self, didRemove: token, at: index)
    return true
  }

  /// Translates the field's delegate calls into search bar delegate calls.
  private final class Relay: HeadlessTextFieldDelegate {
    weak var bar: HeadlessSearchBar?

    func textFieldShouldBeginEditing(_ textField: HeadlessTextField) -> Bool {
      guard let bar else { return true }
      return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }
    func textFieldDidBeginEditing(_ textField: HeadlessTextField) {
      guard let bar else { return }
      bar.delegate?.searchBarTextDidBeginEditing(bar)
    }
    func textFieldShouldEndEditing(_ textField: HeadlessTextField) -> Bool {
      guard let bar else { return true }
      return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }
    func textFieldDidEndEditing(
      _ textField: HeadlessTextField, reason: HeadlessTextField.DidEndEditingReason
    ) {
      guard let bar else { return }
      bar.selectedTokenIndex = nil
      bar.delegate?.searchBarTextDidEndEditing(bar)
    }
    func textField(
      _ textField: HeadlessTextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      guard let bar else { return true }
      return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string)
        ?? true
    }
    func textFieldDidChangeSelection(_ textField: HeadlessTextField) {
      bar?.selectedTokenIndex = nil
    }
    func textFieldShouldReturn(_ textField: HeadlessTextField) -> Bool {
      guard let bar else { return false }
      bar.delegate?.searchBarSearchButtonClicked(bar)
      return false
    }
  }
}
