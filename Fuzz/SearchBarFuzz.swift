import Foundation

/// Random action sequences on a ``HeadlessSearchBar`` whose delegate vetoes at random and
/// re-enters the bar from its callbacks; the bar's and its field's invariants are checked
/// after every step.
@MainActor enum SearchBarFuzz {
  static func run(_ data: [UInt8]) {
    let bar = HeadlessSearchBar()
    let delegate = FuzzSearchBarDelegate()
    delegate.input = FuzzInput(data)
    bar.delegate = delegate
    for _ in 0..<64 where !delegate.input.isExhausted {
      perform(on: bar, delegate.input)
      TextFieldFuzz.check(bar.searchTextField)
      require(delegate.began == bar.isFirstResponder, "didBegin/didEnd disagree with focus")
      require(
        bar.selectedScopeButtonIndex == 0
          || bar.scopeButtonTitles.indices.contains(bar.selectedScopeButtonIndex),
        "scope index \(bar.selectedScopeButtonIndex) outside \(bar.scopeButtonTitles.count) titles")
      if let token = bar.selectedTokenIndex {
        require(bar.tokens.indices.contains(token), "selected token \(token) out of range")
      }
    }
  }

  static func perform(on bar: HeadlessSearchBar, _ input: FuzzInput) {
    let action = input.choose(22)
    trace("action \(action) text \(bar.text.debugDescription) focus \(bar.isFirstResponder)")
    switch action {
    case 0: bar.tap()
    case 1: bar.type(input.text())
    case 2: bar.paste(input.text())
    case 3: bar.deleteBackward()
    case 4: bar.tapSearchButton()
    case 5: bar.tapCancelButton()
    case 6: bar.showsCancelButton.toggle()
    case 7: bar.selectScope(input.offset(around: bar.scopeButtonTitles.count))
    case 8:
      bar.scopeButtonTitles = (0..<input.choose(4)).map { "scope \($0)" }
    case 9: bar.selectedScopeButtonIndex = input.offset(around: bar.scopeButtonTitles.count)
    case 10: bar.showsScopeBar.toggle()
    case 11: bar.insertToken(SearchToken(input.text(maxPieces: 1)), at: input.offset(around: 2))
    case 12: bar.removeToken(at: input.offset(around: bar.tokens.count))
    case 13: bar.resignFirstResponder()
    case 14: bar.endEditing(input.bool())
    case 15: bar.text = input.text()
    case 16: bar.isEnabled = input.choose(4) != 0
    case 17:
      bar.searchSuggestions = (0..<input.choose(3)).map { SearchSuggestion("s\($0)") }
    case 18: bar.selectSuggestion(at: input.offset(around: bar.searchSuggestions.count))
    case 19: bar.showsBookmarkButton.toggle(); bar.tapBookmarkButton()
    case 20:
      bar.searchTextField.setMarkedText(input.text(maxPieces: 1), selectedRange: input.range(in: 3))
    default: bar.searchTextField.tapClearButton()
    }
  }
}

/// Answers the bar's questions from the fuzzer's bytes and re-enters it from callbacks.
@MainActor final class FuzzSearchBarDelegate: HeadlessSearchBarDelegate {
  var input = FuzzInput([])
  var depth = 0
  var began = false

  private func maybeReenter(_ bar: HeadlessSearchBar) {
    guard depth < 2, input.choose(4) == 0 else { return }
    depth += 1
    SearchBarFuzz.perform(on: bar, input)
    depth -= 1
  }

  func searchBarShouldBeginEditing(_ searchBar: HeadlessSearchBar) -> Bool {
    maybeReenter(searchBar)
    return input.choose(5) != 0
  }
  func searchBarTextDidBeginEditing(_ searchBar: HeadlessSearchBar) {
    require(!began, "searchBarTextDidBeginEditing twice")
    began = true
    maybeReenter(searchBar)
  }
  func searchBarShouldEndEditing(_ searchBar: HeadlessSearchBar) -> Bool {
    maybeReenter(searchBar)
    return input.choose(5) != 0
  }
  func searchBarTextDidEndEditing(_ searchBar: HeadlessSearchBar) {
    require(began, "searchBarTextDidEndEditing without begin")
    began = false
    maybeReenter(searchBar)
  }
  func searchBar(_ searchBar: HeadlessSearchBar, textDidChange searchText: String) {
    require(searchText == searchBar.text, "textDidChange with stale text")
    maybeReenter(searchBar)
  }
  func searchBar(
    _ searchBar: HeadlessSearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    maybeReenter(searchBar)
    return input.choose(5) != 0
  }
  func searchBarSearchButtonClicked(_ searchBar: HeadlessSearchBar) { maybeReenter(searchBar) }
  func searchBarCancelButtonClicked(_ searchBar: HeadlessSearchBar) {
    searchBar.text = ""
    searchBar.resignFirstResponder()
    maybeReenter(searchBar)
  }
  func searchBar(_ searchBar: HeadlessSearchBar, selectedScopeButtonIndexDidChange index: Int) {
    require(index == searchBar.selectedScopeButtonIndex, "scope callback with a stale index")
    maybeReenter(searchBar)
  }
  func searchBar(_ searchBar: HeadlessSearchBar, didSelectTokenAt index: Int) {
    maybeReenter(searchBar)
  }
  func searchBar(_ searchBar: HeadlessSearchBar, didRemove token: SearchToken, at index: Int) {
    maybeReenter(searchBar)
  }
  func searchBar(_ searchBar: HeadlessSearchBar, didSelect suggestion: SearchSuggestion) {
    maybeReenter(searchBar)
  }
}
