import Fieldwork
import FieldworkTerminal
import FieldworkTerminalTesting
import FieldworkTesting
import Testing

/// A search bar's tokens drawn as chips and its suggestions as a menu, through the keys a
/// person presses.
@MainActor @Suite struct SuggestionsAndTokensTests {
  /// A bar over a `SearchScreen` (its query, tokens), with the menu drawn under it.
  final class MenuScreen: TerminalScreen {
    let model: SearchScreen
    let widget: SearchBarWidget
    init(_ model: SearchScreen) {
      self.model = model
      widget = SearchBarWidget(model.bar)
    }
    func draw(into canvas: inout Canvas) {
      widget.draw(into: &canvas, row: 0, column: 0, width: canvas.columns)
      canvas.put("list", row: 1, column: 0)
      widget.drawSuggestions(into: &canvas, row: 1, column: 0, width: 30, maxRows: 3)
    }
    func handle(_ event: KeyEvent) -> KeyResult { widget.handle(event) ? .handled : .ignored }
  }

  static let suggestions = [
    SearchSuggestion("Ada Lovelace"),
    SearchSuggestion("Photos", completion: .token(SearchToken("Photos"))),
    SearchSuggestion("Docs", completion: .token(SearchToken("Docs"))),
    SearchSuggestion("Music", completion: .token(SearchToken("Music"))),
  ]

  func harness(policy: SearchBarWidget.SuggestionsPolicy = .whileTyping) -> (
    SearchScreen, MenuScreen, TerminalHarness<MenuScreen>
  ) {
    let model = SearchScreen { $0.suggestions(Self.suggestions) }
    let screen = MenuScreen(model)
    screen.widget.suggestionsPolicy = policy
    model.bar.tap()
    return (model, screen, TerminalHarness(screen, rows: 6, columns: 40))
  }

  @Test func theMenuShowsWhileTypingAndUpDownTabPick() {
    let (model, screen, harness) = harness()
    #expect(!screen.widget.isShowingSuggestions)  // nothing typed yet
    #expect(harness.terminal.line(1).hasPrefix("list"))
    harness.type("a")
    #expect(screen.widget.isShowingSuggestions)
    #expect(harness.terminal.line(1).hasPrefix("  Ada Lovelace"))
    #expect(harness.terminal.line(3).hasPrefix("  Docs"))
    #expect(harness.terminal.row(containing: "Music") == nil)  // three rows at most
    harness.send(.down)
    harness.send(.down)
    #expect(screen.widget.highlightedSuggestion == 1)
    #expect(harness.terminal.line(2).hasPrefix("› Photos"))
    #expect(harness.terminal.style(row: 2, column: 3).contains(.bold))
    harness.send(.down)
    harness.send(.down)  // the fourth: the menu scrolls to keep it in view
    #expect(harness.terminal.line(3).hasPrefix("› Music"))
    harness.send(.up)
    harness.send(.up)
    harness.send(.up)
    harness.send(.up)  // past the first: no highlight
    #expect(screen.widget.highlightedSuggestion == nil)
    harness.send(.tab)  // Tab picks the first when none is highlighted
    #expect(model.query == "Ada Lovelace")
  }

  @Test func pickingATokenDrawsAChipAndBackspaceSelectsThenRemovesIt() {
    let (model, _, harness) = harness()
    harness.type("p")
    harness.send(.down)
    harness.send(.down)
    harness.send(.enter)  // Enter picks the highlighted one
    #expect(model.tokens.map(\.text) == ["Photos"])
    #expect(model.query == "")
    #expect(harness.terminal.line(0).hasPrefix("Search ▸  Photos  "))
    #expect(harness.terminal.style(row: 0, column: 10).contains(.underline))
    harness.send(.backspace)  // at the start: selects the chip
    #expect(model.bar.selectedTokenIndex == 0)
    #expect(harness.terminal.style(row: 0, column: 10).contains(.inverse))
    harness.send(.backspace)  // and removes it
    #expect(model.tokens.isEmpty)
    #expect(harness.terminal.line(0).hasPrefix("Search ▸ "))
    #expect(!harness.terminal.line(0).contains("Photos"))
  }

  @Test func escapeClosesTheMenuUntilTheTextChanges() {
    let (model, screen, harness) = harness()
    harness.type("d")
    harness.send(.escape)
    #expect(!screen.widget.isShowingSuggestions)
    #expect(harness.terminal.line(1).hasPrefix("list"))
    #expect(model.bar.isFirstResponder)  // Escape closed the menu, not the search
    harness.send(.enter)  // with the menu closed, Enter is the search button
    #expect(model.log.suffix(2) == ["search:d", "end"])
    model.bar.tap()
    harness.type("o")
    #expect(screen.widget.isShowingSuggestions)
  }

  @Test func theOnFocusPolicyShowsThemForAnEmptyQuery() {
    let (_, screen, harness) = harness(policy: .onFocus)
    harness.send(bytes: [])  // a frame
    #expect(screen.widget.isShowingSuggestions)
    #expect(harness.terminal.line(1).hasPrefix("  Ada Lovelace"))
  }
}
