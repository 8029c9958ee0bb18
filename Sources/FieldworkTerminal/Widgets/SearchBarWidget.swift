import Fieldwork

/// Draws a `HeadlessSearchBar`: its field, its cancel button while shown, and its
/// scope bar while visible (a second row).
///
/// Keys (``handle(_:)``): Enter is the search button, Escape the cancel button (while it is
/// shown), Alt-1…Alt-9 pick a scope and Ctrl-T moves to the next one (while the scope bar is
/// visible); everything else goes to the field's ``TextFieldWidget``.
@MainActor public final class SearchBarWidget {
  /// The search bar drawn and driven.
  public let bar: HeadlessSearchBar
  /// The widget for the bar's field.
  public let field: TextFieldWidget

  /// A widget for `bar` (for example, a `RepresentableHost`'s view).
  public init(_ bar: HeadlessSearchBar) {
    self.bar = bar
    field = TextFieldWidget(bar.searchTextField)
  }

  /// The rows it takes: two while the scope bar is visible, else one.
  public var height: Int { bar.isScopeBarVisible ? 2 : 1 }

  /// Draws the bar in `width` columns from (`row`, `column`).
  public func draw(into canvas: inout Canvas, row: Int, column: Int, width: Int) {
    canvas.fill(row: row, column: column, width: width)
    let prompt = bar.isFirstResponder ? "Search ▸ " : "Search  "
    let promptWidth = canvas.put(prompt, row: row, column: column, style: .bold, width: width)
    let cancel = bar.showsCancelButton ? " [Cancel: Esc]" : ""
    let cancelWidth = DisplayWidth.of(cancel)
    let fieldWidth = max(width - promptWidth - cancelWidth, 1)
    field.draw(into: &canvas, row: row, column: column + promptWidth, width: fieldWidth)
    if bar.showsCancelButton {
      canvas.put(cancel, row: row, column: column + promptWidth + fieldWidth, style: .dim)
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

  /// Applies `event` to the bar (see above).
  ///
  /// - Returns: Whether the key was used.
  @discardableResult
  public func handle(_ event: KeyEvent) -> Bool {
    switch event.key {
    case .enter where bar.isFirstResponder:
      bar.tapSearchButton()
      return true
    case .escape where bar.showsCancelButton:
      bar.tapCancelButton()
      return true
    case .character(let digit) where event.modifiers == .alt && bar.isScopeBarVisible:
      guard let number = digit.wholeNumberValue, number >= 1,
        number <= bar.scopeButtonTitles.count
      else { return false }
      bar.selectScope(number - 1)
      return true
    case .control("t") where bar.isScopeBarVisible:
      bar.selectScope((bar.selectedScopeButtonIndex + 1) % bar.scopeButtonTitles.count)
      return true
    default:
      return field.handle(event)
    }
  }
}
