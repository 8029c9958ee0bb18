import Fieldwork
import FieldworkTesting
import Foundation
import Testing

/// A search bar delegate that vetoes at random and sometimes acts on the bar from callbacks.
@MainActor final class ChaoticSearchBarDelegate: HeadlessSearchBarDelegate {
  var generator: SeededGenerator
  init(seed: UInt64) { generator = SeededGenerator(seed: seed) }
  private func coin(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &generator) < percent }

  func searchBarShouldBeginEditing(_ searchBar: HeadlessSearchBar) -> Bool {
    if coin(30) { searchBar.setShowsCancelButton(true, animated: true) }
    return !coin(10)
  }
  func searchBarShouldEndEditing(_ searchBar: HeadlessSearchBar) -> Bool { !coin(10) }
  func searchBar(
    _ searchBar: HeadlessSearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    if coin(3) { searchBar.text = generator.string(maxPieces: 2) }
    return !coin(15)
  }
  func searchBarCancelButtonClicked(_ searchBar: HeadlessSearchBar) {
    searchBar.text = ""
    searchBar.endEditing(true)
  }
  func searchBarSearchButtonClicked(_ searchBar: HeadlessSearchBar) {
    if coin(50) { searchBar.resignFirstResponder() }
  }
}

@MainActor func randomBarAction(
  on bar: HeadlessSearchBar, using generator: inout SeededGenerator, programmatic: Bool
) -> String {
  switch Int.random(in: 0..<16, using: &generator) {
  case 0:
    bar.tap()
    return "tap"
  case 1, 2, 3:
    let text = generator.string(maxPieces: 3)
    bar.type(text)
    return "type(\(text.debugDescription))"
  case 4:
    let text = generator.string(maxPieces: 5)
    bar.paste(text)
    return "paste(\(text.debugDescription))"
  case 5, 6:
    bar.deleteBackward()
    return "deleteBackward"
  case 7:
    bar.tapCancelButton()
    return "tapCancelButton"
  case 8:
    bar.tapSearchButton()
    return "tapSearchButton"
  case 9:
    let index = Int.random(in: -1...4, using: &generator)
    bar.selectScope(index)
    return "selectScope(\(index))"
  case 10:
    bar.searchTextField.tapClearButton()
    return "tapClearButton"
  case 11:
    let text = generator.string(maxPieces: 2).filter { !$0.isNewline }
    bar.searchTextField.setMarkedText(
      String(text), selectedRange: NSRange(location: text.utf16.count, length: 0))
    return "setMarkedText(\(text.debugDescription))"
  case 12:
    bar.searchTextField.unmarkText()
    return "unmarkText"
  case 13:
    bar.resignFirstResponder()
    return "resignFirstResponder"
  case 14 where programmatic:
    bar.insertToken(SearchToken(generator.piece()), at: Int.random(in: -1...3, using: &generator))
    return "insertToken"
  case 15:
    let index = Int.random(in: -1...2, using: &generator)
    bar.selectSuggestion(at: index)
    return "selectSuggestion(\(index))"
  default:
    bar.tapBookmarkButton()
    return "tapBookmarkButton"
  }
}

@MainActor @Suite struct SearchBarPropertyTests {
  @Test(arguments: propertySeeds(defaults: [5, 6]))
  func randomActionsOnBareBarsKeepInvariants(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for barIndex in 0..<10 {
      let bar = HeadlessSearchBar()
      bar.scopeButtonTitles = ["All", "Work", "Home"]
      bar.showsScopeBar = Bool.random(using: &generator)
      bar.showsCancelButton = Bool.random(using: &generator)
      bar.tokens = Bool.random(using: &generator) ? [SearchToken("A"), SearchToken("B")] : []
      let delegate = ChaoticSearchBarDelegate(seed: seed &* 131 &+ UInt64(barIndex))
      bar.delegate = delegate
      var lastScope = bar.selectedScopeButtonIndex
      var scopeReports = 0
      for step in 0..<propertySteps(1_000) {
        let action = randomBarAction(on: bar, using: &generator, programmatic: true)
        guard checkInvariants(bar.searchTextField, seed: seed, step: step, action: action) else {
          return
        }
        let context = "seed \(seed), step \(step), after \(action)"
        guard bar.scopeButtonTitles.indices.contains(bar.selectedScopeButtonIndex) else {
          Issue.record("scope index out of range — \(context)")
          return
        }
        if let selected = bar.selectedTokenIndex, !bar.tokens.indices.contains(selected) {
          Issue.record("selected token out of range — \(context)")
          return
        }
        if bar.selectedScopeButtonIndex != lastScope {
          scopeReports += 1
          lastScope = bar.selectedScopeButtonIndex
        }
      }
      _ = scopeReports
    }
  }

  @Test(arguments: propertySeeds(defaults: [15, 16]))
  func randomActionsKeepTheComponentsBindingsEqualToTheBar(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<10 {
      let query = State(wrappedValue: "")
      let tokens = State<[SearchToken]>(wrappedValue: [SearchToken("Photos")])
      let scope = State(wrappedValue: 0)
      let isSearching = State(wrappedValue: false)
      let mode = SearchBar.CancelButtonVisibility.allCases.randomElement(using: &generator)!
      let host = RepresentableHost {
        SearchBar(text: query.projectedValue)
          .tokens(tokens.projectedValue)
          .searchScopes(scope.projectedValue, titles: ["All", "Work", "Home"])
          .isSearching(isSearching.projectedValue)
          .cancelButtonVisibility(mode)
          .suggestions([
            SearchSuggestion("Ada"),
            SearchSuggestion("Docs", completion: .token(SearchToken("Docs"))),
          ])
      }
      var diagnostics: [UpdateDiagnostic] = []
      host.diagnosticHandler = { diagnostics.append($0) }
      let bar = host.view
      for step in 0..<propertySteps(1_000) {
        let action: String
        switch Int.random(in: 0..<14, using: &generator) {
        case 0:
          let value = generator.string(maxPieces: 3)
          query.wrappedValue = value
          action = "query = \(value.debugDescription)"
        case 1:
          isSearching.wrappedValue.toggle()
          action = "isSearching = \(isSearching.wrappedValue)"
        default:
          action = randomBarAction(on: bar, using: &generator, programmatic: false)
        }
        let context = "seed \(seed), step \(step), after \(action)"
        guard checkInvariants(bar.searchTextField, seed: seed, step: step, action: action) else {
          return
        }
        guard query.wrappedValue == bar.searchTextField.committedText else {
          Issue.record(
            "query \(query.wrappedValue.debugDescription) != bar \(bar.searchTextField.committedText.debugDescription) — \(context)"
          )
          return
        }
        guard tokens.wrappedValue == bar.tokens, scope.wrappedValue == bar.selectedScopeButtonIndex
        else {
          Issue.record("tokens or scope out of sync — \(context)")
          return
        }
        let remains = !bar.searchTextField.committedText.isEmpty || !bar.tokens.isEmpty
        let expectedCancel =
          mode == .always || (mode == .whileEditing && bar.isFirstResponder)
          || (mode == .whileSearching && (bar.isFirstResponder || remains))
        guard bar.showsCancelButton == expectedCancel else {
          Issue.record("cancel button visibility wrong — \(context)")
          return
        }
      }
      #expect(diagnostics.isEmpty, "seed \(seed)")
    }
  }
}
