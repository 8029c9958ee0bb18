import Fieldwork

/// Draws a `HeadlessSearchBar`: its field, its cancel button while shown, and its
/// scope bar while visible (a second row).
///
/// Tokens are drawn as chips before the text, the one Backspace selected in reverse video
/// (the next Backspace removes it, as `UISearchTextField` does). The bar's
/// `searchSuggestions` are drawn as a menu under it by ``drawSuggestions(into:row:column:width:maxRows:)``,
/// while ``isShowingSuggestions``.
///
/// Keys (``handle(_:)``, rebindable in ``keyMap``): Enter is the search button, Escape the
/// cancel button (while it is shown), Alt-1…Alt-9 pick a scope and Ctrl-T moves to the next
/// one (while the scope bar is visible). While the suggestions show, Up and Down move through them, Tab or Enter picks
/// one (Enter only once one is highlighted) and Escape closes them until the text changes.
/// Everything else goes to the field's ``TextFieldWidget``.
@MainActor public final class SearchBarWidget {
  /// When the suggestions show while the bar is focused.
  public enum SuggestionsPolicy: Sendable, Equatable {
    /// Once something is typed (or tokens are shown).
    case whileTyping
    /// As soon as the bar is focused, the query empty or not.
    case onFocus
  }

  /// The search bar drawn and driven.
  public let bar: HeadlessSearchBar
  /// The widget for the bar's field.
  public let field: TextFieldWidget
  /// When the suggestions show.
  public var suggestionsPolicy = SuggestionsPolicy.whileTyping
  /// The suggestion Up and Down moved to, if any (an offset into `bar.searchSuggestions`).
  public private(set) var highlightedSuggestion: Int?
  /// The text when Escape closed the suggestions; they show again once it changes.
  private var dismissedAt: String?

  /// What a search bar key does (see ``keyMap``); the rest go to the field.
  public enum Action: Hashable, Sendable, CaseIterable {
    /// The search button (Enter).
    case search
    /// The cancel button, while it shows (Escape).
    case cancel
    /// The next scope, while the scope bar shows (Ctrl-T).
    case nextScope
  }

  /// The standard keys for each ``Action``.
  public static let standardKeys = KeyMap<Action>(ordered: [
    (KeyEvent(.enter), .search), (KeyEvent(.escape), .cancel),
    (KeyEvent(.control("t")), .nextScope),
  ])

  /// Which key is the search button, the cancel button, the next scope: rebind here. Alt-1…9
  /// always pick a scope; the field's own keys are in `field.keyMap`.
  public var keyMap = SearchBarWidget.standardKeys

  /// A widget for `bar` (for example, a `RepresentableHost`'s view).
  public init(_ bar: HeadlessSearchBar) {
    self.bar = bar
    field = TextFieldWidget(bar.searchTextField)
  }

  /// The rows it takes: two while the scope bar is visible, else one.
  public var height: Int { bar.isScopeBarVisible ? 2 : 1 }

  /// Whether the suggestions menu shows: the bar is focused, has suggestions, Escape did not
  /// close them since the text last changed, and the ``suggestionsPolicy`` allows it.
  public var isShowingSuggestions: Bool {
    guard bar.isFirstResponder, !bar.searchSuggestions.isEmpty, dismissedAt != bar.text else {
      return false
    }
    return suggestionsPolicy == .onFocus || !bar.text.isEmpty || !bar.tokens.isEmpty
  }

  /// Draws the bar in `width` columns from (`row`, `column`).
  public func draw(into canvas: inout Canvas, row: Int, column: Int, width: Int) {
    canvas.fill(row: row, column: column, width: width)
    let prompt = bar.isFirstResponder ? "Search ▸ " : "Search  "
    var used = canvas.put(prompt, row: row, column: column, style: .bold, width: width)
    let cancel = bar.showsCancelButton ? " [Cancel: Esc]" : ""
    let cancelWidth = DisplayWidth.of(cancel)
    // Tokens as chips, the selected one (Backspace's first press) in reverse video.
    for (index, token) in bar.tokens.enumerated() {
      let room = width - used - cancelWidth - 2
      guard room > 2 else { break }
      let style: CellStyle =
        index == bar.selectedTokenIndex ? [.inverse, .bold] : [.underline, .bold]
      used += canvas.put(
        " \(token.text) ", row: row, column: column + used, style: style, width: room)
      used += canvas.put(" ", row: row, column: column + used, width: 1)
    }
    let fieldWidth = max(width - used - cancelWidth, 1)
    field.draw(into: &canvas, row: row, column: column + used, width: fieldWidth)
    if bar.showsCancelButton {
      canvas.put(cancel, row: row, column: column + used + fieldWidth, style: .dim)
    }
    guard bar.isScopeBarVisible else { return }
    canvas.fill(row: row + 1, column: column, width: width)
    var x = column
    for (index, title) in bar.scopeButtonTitles.enumerated() {
      let style: CellStyle = index == bar.selectedScopeButtonIndex ? [.inverse, .bold] : []
      x += canvas.put(
        " \(title) ", row: row + 1, column: x, style: style, width: column + width - x)
      x += canvas.put(" ", row: row + 1, column: x, width: column + width - x)
    }
  }

  /// Draws the suggestions menu, while ``isShowingSuggestions``, in up to `maxRows` rows
  /// from (`row`, `column`): call it after drawing what it covers (the list under the bar).
  public func drawSuggestions(
    into canvas: inout Canvas, row: Int, column: Int, width: Int, maxRows: Int
  ) {
    guard isShowingSuggestions, maxRows > 0, width > 4 else { return }
    let suggestions = bar.searchSuggestions
    let shown = min(suggestions.count, maxRows)
    // Keep the highlighted one in view.
    let first = max(0, min((highlightedSuggestion ?? 0) - shown + 1, suggestions.count - shown))
    for line in 0..<shown {
      let index = first + line
      let highlighted = index == highlightedSuggestion
      let style: CellStyle = highlighted ? [.selection] : [.dim, .inverse]
      canvas.fill(row: row + line, column: column, width: width, style: style)
      let marker = highlighted ? "› " : "  "
      let title = suggestions[index].title
      canvas.put(
        marker + title, row: row + line, column: column,
        style: highlighted ? [.selection, .bold] : style,
        width: width)
    }
  }

  /// Applies `event` to the bar (see above).
  ///
  /// - Returns: Whether the key was used.
  @discardableResult
  public func handle(_ event: KeyEvent) -> Bool {
    if isShowingSuggestions, handleSuggestions(event) { return true }
    let text = bar.text
    defer {
      // A change of text ends the highlight (the suggestions are for the new text) and
      // brings closed suggestions back.
      if bar.text != text {
        highlightedSuggestion = nil
        dismissedAt = nil
      }
    }
    switch keyMap[event] {
    case .search where bar.isFirstResponder:
      bar.tapSearchButton()
      return true
    case .cancel where bar.showsCancelButton:
      bar.tapCancelButton()
      return true
    case .nextScope where bar.isScopeBarVisible:
      bar.selectScope((bar.selectedScopeButtonIndex + 1) % bar.scopeButtonTitles.count)
      return true
    default: break
    }
    switch event.key {
    case .character(let digit) where event.modifiers == .alt && bar.isScopeBarVisible:
      guard let number = digit.wholeNumberValue, number >= 1,
        number <= bar.scopeButtonTitles.count
      else { return false }
      bar.selectScope(number - 1)
      return true
    default:
      return field.handle(event)
    }
  }

  /// A key while the suggestions show: moving, picking, closing.
  private func handleSuggestions(_ event: KeyEvent) -> Bool {
    let count = bar.searchSuggestions.count
    switch event.key {
    case .down:
      highlightedSuggestion = min((highlightedSuggestion ?? -1) + 1, count - 1)
    case .up:
      guard let highlighted = highlightedSuggestion else { return true }
      highlightedSuggestion = highlighted > 0 ? highlighted - 1 : nil
    case .tab:
      pick(highlightedSuggestion ?? 0)
    case .enter where highlightedSuggestion != nil:
      pick(highlightedSuggestion ?? 0)
    case .escape:
      dismissedAt = bar.text
      highlightedSuggestion = nil
    default:
      return false
    }
    return true
  }

  private func pick(_ index: Int) {
    highlightedSuggestion = nil
    bar.selectSuggestion(at: index)
  }
}
