import Fieldwork
import Foundation
import Testing

@MainActor @Suite struct HeadlessSearchBarTests {
  @Test func theContentTypeIsTheSearchFields() {
    let bar = HeadlessSearchBar()
    #expect(bar.textContentType == nil)
    bar.textContentType = .name
    #expect(bar.searchTextField.textContentType == .name)
    bar.searchTextField.textContentType = .emailAddress
    #expect(bar.textContentType == .emailAddress)
  }

  @Test func tapAsksThenBegins() {
    let bar = HeadlessSearchBar()
    let recorder = RecordingSearchBarDelegate(bar)
    bar.tap()
    #expect(recorder.log == ["shouldBegin", "didBegin"])
    #expect(bar.isFirstResponder)
  }

  @Test func vetoedBeginStaysUnfocused() {
    let bar = HeadlessSearchBar()
    let recorder = RecordingSearchBarDelegate(bar)
    recorder.allowBegin = false
    bar.tap()
    #expect(recorder.log == ["shouldBegin"])
    #expect(!bar.isFirstResponder)
  }

  @Test func typingAsksThenReportsEachChange() {
    let (bar, recorder) = focusedBar()
    bar.type("jo")
    #expect(
      recorder.log == [
        "shouldChange({0,0},j)", "textDidChange(j)", "shouldChange({1,0},o)", "textDidChange(jo)",
      ])
  }

  @Test func pasteAndBackspaceAreReported() {
    let (bar, recorder) = focusedBar()
    bar.paste("ann")
    bar.deleteBackward()
    #expect(
      recorder.log == [
        "shouldChange({0,0},ann)", "textDidChange(ann)", "shouldChange({2,1},)",
        "textDidChange(an)",
      ])
  }

  @Test func vetoedChangeDoesNothing() {
    let (bar, recorder) = focusedBar(text: "a")
    recorder.allowChange = false
    bar.type("b")
    #expect(bar.text == "a")
    #expect(recorder.log == ["shouldChange({1,0},b)"])
  }

  @Test func clearButtonReportsEmptyText() {
    let (bar, recorder) = focusedBar(text: "abc")
    bar.searchTextField.tapClearButton()
    #expect(recorder.log == ["textDidChange()"])
    #expect(bar.text == "")
  }

  @Test func searchButtonOnlyNotifies() {
    let (bar, recorder) = focusedBar(text: "abc")
    bar.tapSearchButton()
    #expect(recorder.log == ["search"])
    #expect(bar.text == "abc")
    #expect(bar.isFirstResponder)
  }

  @Test func searchButtonDoesNothingWhileEmpty() {
    let (bar, recorder) = focusedBar()
    bar.tapSearchButton()
    #expect(recorder.log.isEmpty)
  }

  @Test func cancelOnlyNotifiesAndOnlyWhileShown() {
    let (bar, recorder) = focusedBar(text: "abc")
    bar.tapCancelButton()
    #expect(recorder.log.isEmpty)
    bar.showsCancelButton = true
    bar.tapCancelButton()
    #expect(recorder.log == ["cancel"])
    #expect(bar.text == "abc")
    #expect(bar.isFirstResponder)
  }

  @Test func bookmarkAndResultsButtonsOnlyWhileShown() {
    let (bar, recorder) = focusedBar()
    bar.tapBookmarkButton()
    bar.tapResultsListButton()
    #expect(recorder.log.isEmpty)
    bar.showsBookmarkButton = true
    bar.showsSearchResultsButton = true
    bar.tapBookmarkButton()
    bar.tapResultsListButton()
    #expect(recorder.log == ["bookmark", "results"])
  }

  @Test func scopeButtonsChangeTheIndexThenNotify() {
    let (bar, recorder) = focusedBar {
      $0.scopeButtonTitles = ["All", "Work", "Home"]
      $0.showsScopeBar = true
    }
    bar.selectScope(2)
    #expect(bar.selectedScopeButtonIndex == 2)
    bar.selectScope(2)
    bar.selectScope(7)
    bar.selectScope(-1)
    #expect(recorder.log == ["scope(2)"])
  }

  @Test func scopeBarNeedsTwoTitlesAndToBeShown() {
    let (bar, recorder) = focusedBar { $0.scopeButtonTitles = ["All", "Work"] }
    bar.selectScope(1)
    #expect(recorder.log.isEmpty)
    bar.showsScopeBar = true
    bar.scopeButtonTitles = ["Only"]
    bar.selectScope(0)
    #expect(!bar.isScopeBarVisible)
    #expect(recorder.log.isEmpty)
  }

  @Test func programmaticScopeIndexOutOfRangeIsIgnored() {
    let bar = HeadlessSearchBar()
    bar.scopeButtonTitles = ["A", "B"]
    bar.selectedScopeButtonIndex = 1
    bar.selectedScopeButtonIndex = 5
    #expect(bar.selectedScopeButtonIndex == 1)
    bar.scopeButtonTitles = ["A"]
    #expect(bar.selectedScopeButtonIndex == 0)
  }

  @Test func resignAsksThenEnds() {
    let (bar, recorder) = focusedBar()
    recorder.allowEnd = false
    #expect(!bar.resignFirstResponder())
    recorder.allowEnd = true
    #expect(bar.resignFirstResponder())
    #expect(recorder.log == ["shouldEnd", "shouldEnd", "didEnd"])
  }

  @Test func programmaticTextIsNotReported() {
    let (bar, recorder) = focusedBar()
    bar.text = "set by the app"
    #expect(recorder.log.isEmpty)
  }

  @Test func defaultsMatchUIKit() {
    let bar = HeadlessSearchBar()
    #expect(bar.returnKeyType == .search)
    #expect(bar.searchTextField.enablesReturnKeyAutomatically)
    #expect(bar.searchTextField.clearButtonMode == .whileEditing)
    #expect(bar.selectedScopeButtonIndex == 0)
    #expect(bar.searchBarStyle == .default)
    #expect(!bar.showsCancelButton)
    #expect(!bar.showsScopeBar)
    #expect(bar.tokens.isEmpty)
  }

  @Test func backspaceAtStartSelectsThenDeletesTheLastToken() {
    let (bar, recorder) = focusedBar {
      $0.tokens = [SearchToken("Photos"), SearchToken("From: Ada", representedValue: 42)]
    }
    bar.type("x")
    bar.deleteBackward()
    recorder.log = []
    bar.deleteBackward()
    #expect(bar.selectedTokenIndex == 1)
    bar.deleteBackward()
    #expect(bar.tokens.map(\.text) == ["Photos"])
    #expect(recorder.log == ["selectToken(1)", "removeToken(From: Ada,1)"])
    bar.searchTextField.deleteBackward()
    bar.searchTextField.deleteBackward()
    #expect(bar.tokens.isEmpty)
  }

  @Test func typingWithASelectedTokenReplacesIt() {
    let (bar, recorder) = focusedBar { $0.tokens = [SearchToken("Photos")] }
    bar.deleteBackward()
    bar.type("a")
    #expect(bar.tokens.isEmpty)
    #expect(bar.text == "a")
    #expect(recorder.log.prefix(2) == ["selectToken(0)", "removeToken(Photos,0)"])
  }

  @Test func movingTheCaretDeselectsTheToken() {
    let (bar, _) = focusedBar(text: "ab") { $0.tokens = [SearchToken("T")] }
    bar.searchTextField.select(NSRange(location: 0, length: 0))
    bar.deleteBackward()
    #expect(bar.selectedTokenIndex == 0)
    bar.searchTextField.select(NSRange(location: 1, length: 0))
    #expect(bar.selectedTokenIndex == nil)
  }

  @Test func tokensInsertAndRemoveProgrammatically() {
    let bar = HeadlessSearchBar()
    let recorder = RecordingSearchBarDelegate(bar)
    bar.insertToken(SearchToken("B"), at: 10)
    bar.insertToken(SearchToken("A"), at: -3)
    bar.removeToken(at: 5)
    #expect(bar.tokens.map(\.text) == ["A", "B"])
    bar.removeToken(at: 0)
    #expect(bar.tokens.map(\.text) == ["B"])
    #expect(recorder.log.isEmpty)
    #expect(SearchToken("x", representedValue: 1) != SearchToken("x", representedValue: 2))
  }

  @Test func suggestionsAreReportedWhenChosen() {
    let (bar, recorder) = focusedBar { $0.searchSuggestions = [SearchSuggestion("Ada")] }
    bar.selectSuggestion(at: 3)
    bar.selectSuggestion(at: 0)
    #expect(recorder.log == ["suggestion(Ada)"])
  }

  @Test func disabledBarIgnoresUserActions() {
    let bar = HeadlessSearchBar()
    bar.showsCancelButton = true
    bar.showsBookmarkButton = true
    bar.scopeButtonTitles = ["A", "B"]
    bar.showsScopeBar = true
    bar.isEnabled = false
    let recorder = RecordingSearchBarDelegate(bar)
    bar.tap()
    bar.type("x")
    bar.tapCancelButton()
    bar.tapBookmarkButton()
    bar.selectScope(1)
    #expect(recorder.log.isEmpty)
  }

  @Test func compositionIsReportedButCommittedTextIsSeparate() {
    let (bar, recorder) = focusedBar()
    bar.searchTextField.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0))
    #expect(recorder.log == ["textDidChange(か)"])
    #expect(bar.searchTextField.committedText == "")
  }
}
