/// A search bar, as UIKit's `UISearchBar`: an `open` class that owns a `HeadlessSearchBar`
/// and forwards to it, under UIKit's names and types.
///
/// As in UIKit, the bar never acts on its buttons by itself: the cancel button only tells the
/// delegate (`searchBarCancelButtonClicked`), which clears the text and ends editing if it
/// wants to. Its field is ``searchTextField``, a ``UISearchTextField``: typing goes through
/// that field's ``UITextField/insertText(_:)`` and ``UITextField/deleteBackward()``.
@MainActor
open class UISearchBar: UIView {
  /// The look of the bar, as UIKit's `UISearchBar.Style`.
  public typealias Style = HeadlessSearchBar.Style

  /// The headless bar this one forwards to: what a front end draws.
  public let headlessSearchBar: HeadlessSearchBar

  /// The bar's text and placeholder, as the printed tree of a hosted screen shows them.
  public nonisolated override var description: String {
    let shown = ifOnMainActor { () -> String in
      var parts = ["text: \(self.headlessSearchBar.text.debugDescription)"]
      if let placeholder = self.headlessSearchBar.placeholder {
        parts.append("placeholder: \(placeholder.debugDescription)")
      }
      return parts.joined(separator: ", ")
    }
    return shown.map { "UISearchBar(\($0))" } ?? "UISearchBar"
  }
  /// The bar's text field. Its delegate is the bar's: set the bar's ``delegate`` instead.
  public let searchTextField: UISearchTextField
  private let relay = UISearchBarRelay()

  /// The bar's delegate, held weakly as UIKit does.
  open weak var delegate: (any UISearchBarDelegate)?

  /// Creates a bar with UIKit's defaults.
  public override init(frame: CGRect) {
    headlessSearchBar = HeadlessSearchBar()
    searchTextField = UISearchTextField(frame: .zero)
    super.init(frame: frame)
    searchTextField.forward(to: headlessSearchBar.searchTextField)
    relay.bar = self
    headlessSearchBar.delegate = relay
    addSubview(searchTextField)
  }

  /// Bars are never decoded from an archive here (there are no storyboards): `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: Text and buttons

  /// The text (after the tokens). Assigning `nil` empties it. Setting it notifies nobody.
  open var text: String? {
    get { headlessSearchBar.text }
    set { headlessSearchBar.text = newValue ?? "" }
  }
  /// The text shown while the field is empty.
  open var placeholder: String? {
    get { headlessSearchBar.placeholder }
    set { headlessSearchBar.placeholder = newValue }
  }
  /// A line of text shown above the bar.
  open var prompt: String? {
    get { headlessSearchBar.prompt }
    set { headlessSearchBar.prompt = newValue }
  }
  /// Whether the cancel button shows.
  open var showsCancelButton: Bool {
    get { headlessSearchBar.showsCancelButton }
    set { headlessSearchBar.showsCancelButton = newValue }
  }
  /// Shows or hides the cancel button; `animated` only tells a front end how.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    headlessSearchBar.setShowsCancelButton(showsCancelButton, animated: animated)
  }
  /// Whether the bookmark button shows.
  open var showsBookmarkButton: Bool {
    get { headlessSearchBar.showsBookmarkButton }
    set { headlessSearchBar.showsBookmarkButton = newValue }
  }
  /// Whether the search results button shows.
  open var showsSearchResultsButton: Bool {
    get { headlessSearchBar.showsSearchResultsButton }
    set { headlessSearchBar.showsSearchResultsButton = newValue }
  }
  /// Whether the search results button shows selected.
  open var isSearchResultsButtonSelected: Bool {
    get { headlessSearchBar.isSearchResultsButtonSelected }
    set { headlessSearchBar.isSearchResultsButtonSelected = newValue }
  }
  /// Whether the scope bar shows (it needs two or more titles).
  open var showsScopeBar: Bool {
    get { headlessSearchBar.showsScopeBar }
    set { headlessSearchBar.showsScopeBar = newValue }
  }
  /// Shows or hides the scope bar; `animated` only tells a front end how.
  open func setShowsScope(_ show: Bool, animated: Bool) {
    headlessSearchBar.showsScopeBar = show
  }
  /// The scope buttons' titles, or `nil` for none.
  open var scopeButtonTitles: [String]? {
    get { headlessSearchBar.scopeButtonTitles.isEmpty ? nil : headlessSearchBar.scopeButtonTitles }
    set { headlessSearchBar.scopeButtonTitles = newValue ?? [] }
  }
  /// The selected scope button.
  open var selectedScopeButtonIndex: Int {
    get { headlessSearchBar.selectedScopeButtonIndex }
    set { headlessSearchBar.selectedScopeButtonIndex = newValue }
  }
  /// The bar's look.
  open var searchBarStyle: Style {
    get { headlessSearchBar.searchBarStyle }
    set { headlessSearchBar.searchBarStyle = newValue }
  }
  /// Whether the bar is translucent. Kept.
  open var isTranslucent = true
  /// The bar's tint. Kept.
  open var barTintColor: UIColor?
  /// Whether the bar accepts a person's actions.
  open var isEnabled: Bool {
    get { headlessSearchBar.isEnabled }
    set { headlessSearchBar.isEnabled = newValue }
  }

  override var isAccessibilityElementByDefault: Bool { true }

  /// The bar as VoiceOver meets it: the headless bar's element (labelled by its placeholder, or "Search"), with this
  /// view's accessibility properties where they are set.
  override func accessibilityElement(path: String) -> AccessibilityElement {
    overlayingAccessibilityProperties(on: headlessSearchBar.accessibilityElement, path: path)
  }
  /// A view shown above the keyboard. Kept.
  open var inputAccessoryView: UIView?
  /// How typed text is capitalised.
  open var autocapitalizationType: UITextAutocapitalizationType {
    get { headlessSearchBar.autocapitalizationType }
    set { headlessSearchBar.autocapitalizationType = newValue }
  }
  /// Whether typed text is autocorrected.
  open var autocorrectionType: UITextAutocorrectionType {
    get { headlessSearchBar.autocorrectionType }
    set { headlessSearchBar.autocorrectionType = newValue }
  }
  /// The keyboard a front end shows.
  open var keyboardType: UIKeyboardType {
    get { headlessSearchBar.keyboardType }
    set { headlessSearchBar.keyboardType = newValue }
  }
  /// The meaning of the content, for autofill: its search field's.
  open var textContentType: UITextContentType! {
    get { headlessSearchBar.textContentType }
    set { headlessSearchBar.textContentType = newValue }
  }
  /// The return key's title; `.search` by default.
  open var returnKeyType: UIReturnKeyType {
    get { headlessSearchBar.returnKeyType }
    set { headlessSearchBar.returnKeyType = newValue }
  }
  /// Whether spelling is checked. Kept.
  open var spellCheckingType: UITextSpellCheckingType = .default
  /// Whether the return key does nothing while the text is empty (`true` for a search bar).
  open var enablesReturnKeyAutomatically: Bool {
    get { headlessSearchBar.searchTextField.enablesReturnKeyAutomatically }
    set { headlessSearchBar.searchTextField.enablesReturnKeyAutomatically = newValue }
  }

  // MARK: Focus

  /// Whether the bar's field has focus.
  open override var isFirstResponder: Bool { searchTextField.isFirstResponder }
  /// A search bar can take focus.
  open override var canBecomeFirstResponder: Bool { true }
  /// Asks the bar's field to take focus.
  @discardableResult
  open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
  /// Asks the bar's field to give up focus.
  @discardableResult
  open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }
  /// Ends editing; with `force`, the delegate is not asked.
  @discardableResult
  open override func endEditing(_ force: Bool) -> Bool { searchTextField.endEditing(force) }

  // MARK: A person's actions (Fieldwork's, for tests and front ends)

  /// A person taps the bar's field.
  public func tap() { searchTextField.tap() }
  /// A person types `text`, one keystroke per character through the field's
  /// ``UITextField/insertText(_:)``; a newline is the search key.
  public func type(_ text: String) { searchTextField.type(text) }
  /// A person pastes `text`.
  public func paste(_ text: String) { searchTextField.paste(text) }
  /// A person presses backspace (at the start, it selects and then deletes a token).
  public func deleteBackward() { searchTextField.deleteBackward() }
  /// A person presses the search key: `searchBarSearchButtonClicked`.
  public func tapSearchButton() { searchTextField.tapReturnKey() }
  /// A person taps the cancel button, while it shows: `searchBarCancelButtonClicked` only.
  public func tapCancelButton() {
    guard isUserInteractionEnabled else { return }
    headlessSearchBar.tapCancelButton()
  }
  /// A person taps the bookmark button, while it shows.
  public func tapBookmarkButton() {
    guard isUserInteractionEnabled else { return }
    headlessSearchBar.tapBookmarkButton()
  }
  /// A person taps the search results button, while it shows.
  public func tapResultsListButton() {
    guard isUserInteractionEnabled else { return }
    headlessSearchBar.tapResultsListButton()
  }
  /// A person taps the scope button at `index`, while the scope bar shows.
  public func selectScope(_ index: Int) {
    guard isUserInteractionEnabled else { return }
    headlessSearchBar.selectScope(index)
  }
  /// The input method shows provisional text in the bar's field.
  public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    searchTextField.setMarkedText(markedText, selectedRange: selectedRange)
  }
  /// The input method commits the marked text.
  public func unmarkText() { searchTextField.unmarkText() }
}
