import Fieldwork
import FieldworkTesting
import Foundation
import Testing

enum Folder: String, CaseIterable, Hashable {
  case all, work, home
}

@MainActor final class SearchScreen {
  @State var query = ""
  @State var scope = 0
  @State var folder = Folder.all
  @State var tokens: [SearchToken] = []
  @State var isSearching = false
  var log: [String] = []
  var host: RepresentableHost<SearchBar>!

  init(configure: @escaping (SearchBar) -> SearchBar = { $0 }) {
    host = RepresentableHost { [unowned self] in
      configure(
        SearchBar(text: $query)
          .onBeginEditing { [unowned self] in log.append("begin") }
          .onEdit { [unowned self] in log.append("edit:\(query)") }
          .onEndEditing { [unowned self] in log.append("end") }
          .onSearch { [unowned self] in log.append("search:\(query)") }
          .onCancel { [unowned self] in log.append("cancel") }
          .tokens($tokens)
          .isSearching($isSearching))
    }
  }

  var bar: HeadlessSearchBar { host.view }
}

@MainActor @Suite struct SearchBarTests {
  @Test func typingWritesTheBinding() {
    let screen = SearchScreen()
    screen.bar.tap()
    screen.bar.type("ada")
    #expect(screen.query == "ada")
    #expect(screen.log == ["begin", "edit:a", "edit:ad", "edit:ada"])
  }

  @Test func externalWritesReachTheBarWithoutReportingAnEdit() {
    let screen = SearchScreen()
    screen.query = "preset"
    #expect(screen.bar.text == "preset")
    #expect(screen.log.isEmpty)
  }

  @Test func cancelButtonShowsOnlyWhileEditingByDefault() {
    let screen = SearchScreen()
    #expect(!screen.bar.showsCancelButton)
    screen.bar.tap()
    #expect(screen.bar.showsCancelButton)
    screen.bar.resignFirstResponder()
    #expect(!screen.bar.showsCancelButton)
  }

  @Test(arguments: [
    (SearchBar.CancelButtonVisibility.never, false, false),
    (.always, true, true),
    (.whileEditing, false, true),
  ])
  func cancelButtonVisibility(mode: SearchBar.CancelButtonVisibility, idle: Bool, editing: Bool) {
    let screen = SearchScreen { $0.cancelButtonVisibility(mode) }
    #expect(screen.bar.showsCancelButton == idle)
    screen.bar.tap()
    #expect(screen.bar.showsCancelButton == editing)
  }

  @Test func cancelClearsEndsEditingAndRunsTheHook() {
    let screen = SearchScreen()
    screen.bar.tap()
    screen.bar.type("ab")
    screen.bar.tapCancelButton()
    #expect(screen.query == "")
    #expect(screen.bar.text == "")
    #expect(!screen.bar.isFirstResponder)
    #expect(!screen.isSearching)
    #expect(screen.log.suffix(3) == ["edit:", "end", "cancel"])
  }

  @Test func searchKeyRunsTheHookAndDismissesTheKeyboard() {
    let screen = SearchScreen()
    screen.bar.tap()
    screen.bar.type("ada\n")
    #expect(screen.log.contains("search:ada"))
    #expect(!screen.bar.isFirstResponder)
    #expect(screen.query == "ada")
    #expect(screen.isSearching)
  }

  @Test func scopesBindToAnIndex() {
    let scope = State(wrappedValue: 0)
    let query = State(wrappedValue: "")
    let host = RepresentableHost {
      SearchBar(text: query.projectedValue)
        .searchScopes(scope.projectedValue, titles: ["All", "Work", "Home"])
    }
    #expect(!host.view.isScopeBarVisible)  // only while the search is active
    host.view.tap()
    #expect(host.view.isScopeBarVisible)
    host.view.selectScope(2)
    #expect(scope.wrappedValue == 2)
    scope.wrappedValue = 1
    #expect(host.view.selectedScopeButtonIndex == 1)
  }

  @Test func scopesBindToAnyHashableValue() {
    let folder = State(wrappedValue: Folder.all)
    let query = State(wrappedValue: "")
    let host = RepresentableHost {
      SearchBar(text: query.projectedValue)
        .searchScopes(folder.projectedValue, scopes: Folder.allCases) { $0.rawValue.capitalized }
    }
    #expect(host.view.scopeButtonTitles == ["All", "Work", "Home"])
    host.view.tap()
    host.view.selectScope(1)
    #expect(folder.wrappedValue == .work)
    folder.wrappedValue = .home
    #expect(host.view.selectedScopeButtonIndex == 2)
  }

  @Test func tokensBindBothWays() {
    let screen = SearchScreen()
    screen.tokens = [SearchToken("Photos"), SearchToken("Docs")]
    #expect(screen.bar.tokens.map(\.text) == ["Photos", "Docs"])
    screen.bar.tap()
    screen.bar.deleteBackward()
    screen.bar.deleteBackward()
    #expect(screen.tokens.map(\.text) == ["Photos"])
  }

  @Test func writingIsSearchingFalseDismissesTheSearch() {
    let screen = SearchScreen()
    screen.bar.tap()
    #expect(screen.isSearching)
    screen.bar.type("x")
    screen.isSearching = false
    #expect(screen.query == "")
    #expect(!screen.bar.isFirstResponder)
  }

  @Test func writingIsSearchingTrueFocusesTheBar() {
    let screen = SearchScreen()
    screen.isSearching = true
    #expect(screen.bar.isFirstResponder)
    #expect(screen.log == ["begin"])
  }

  @Test func endingEditingWithNothingTypedEndsTheSearch() {
    let screen = SearchScreen()
    screen.bar.tap()
    screen.bar.resignFirstResponder()
    #expect(!screen.isSearching)
  }

  @Test func suggestionsCompleteTheTextOrAddAToken() {
    let screen = SearchScreen {
      $0.suggestions([
        SearchSuggestion("Ada Lovelace"),
        SearchSuggestion("Photos", completion: .token(SearchToken("Photos"))),
      ])
    }
    screen.bar.tap()
    screen.bar.type("ad")
    screen.bar.selectSuggestion(at: 0)
    #expect(screen.query == "Ada Lovelace")
    screen.bar.selectSuggestion(at: 1)
    #expect(screen.tokens.map(\.text) == ["Photos"])
    #expect(screen.query == "")
  }

  @Test func compositionIsNotWrittenUntilCommitted() {
    let screen = SearchScreen()
    screen.bar.tap()
    screen.bar.searchTextField.setMarkedText(
      "とうきょう", selectedRange: NSRange(location: 5, length: 0))
    #expect(screen.query == "")
    screen.bar.searchTextField.insertText("東京")
    #expect(screen.query == "東京")
  }

  @Test func debouncedQueryWaitsForTheTextToSettle() async {
    let clock = ManualClock()
    var queries: [String] = []
    let query = State(wrappedValue: "")
    let host = RepresentableHost {
      SearchBar(text: query.projectedValue)
        .debounce(for: .milliseconds(300), clock: clock)
        .onQuery { queries.append($0) }
    }
    host.view.tap()
    host.view.type("ad")
    await clock.advance(by: .milliseconds(200))
    host.view.type("a")
    await clock.advance(by: .milliseconds(299))
    await yieldUntil({ clock.sleeperCount == 1 })
    #expect(queries.isEmpty)
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .milliseconds(1))
    // A woken task hops executors before it runs: wait for it (a bounded number of turns,
    // not a wall-clock limit).
    await yieldUntil({ queries.count == 1 })
    #expect(queries == ["ada"])
    host.view.deleteBackward()
    await clock.advance(by: .seconds(1))
    await yieldUntil({ queries.count == 2 })
    #expect(queries == ["ada", "ad"])
    #expect(clock.sleeperCount == 0)
  }

  @Test func withoutDebounceEveryChangeIsAQuery() {
    var queries: [String] = []
    let query = State(wrappedValue: "")
    let host = RepresentableHost {
      SearchBar(text: query.projectedValue).onQuery { queries.append($0) }
    }
    host.view.tap()
    host.view.type("ab")
    #expect(queries == ["a", "ab"])
  }

  @Test func disabledBarIgnoresThePerson() {
    let screen = SearchScreen { $0.disabled() }
    screen.bar.tap()
    screen.bar.type("x")
    #expect(!screen.bar.isFirstResponder)
    #expect(screen.query == "")
  }

  @Test func traitsReachTheBar() {
    let screen = SearchScreen {
      $0.placeholder("Find").prompt("Contacts").searchBarStyle(.minimal)
        .textInputAutocapitalization(.words)
    }
    #expect(screen.bar.placeholder == "Find")
    #expect(screen.bar.prompt == "Contacts")
    #expect(screen.bar.searchBarStyle == .minimal)
    #expect(screen.bar.autocapitalizationType == .words)
  }

  @Test func searchResultsFollowTheBar() {
    let results = SearchResults(SearchIndex(tutorialContacts, by: \.self))
    let host = RepresentableHost { SearchBar(text: results.queryBinding) }
    let list = RepresentableHost { RowList(rows: Array(results.hits)) }
    host.view.tap()
    host.view.type("gra hop")
    #expect(Array(results.hits) == ["Grace Hopper"])
    #expect(list.view.rows == ["Grace Hopper"])
    results.mode = .fuzzy
    #expect(Array(results.hits) == ["Grace Hopper"])
    host.view.tapCancelButton()
    #expect(list.view.rows.count == tutorialContacts.count)
    results.index.append("Hedy Lamarr")
    #expect(list.view.rows.count == tutorialContacts.count + 1)
  }
}
