import Fieldwork
import Foundation

/// Records every search bar delegate call, in order.
@MainActor final class RecordingSearchBarDelegate: HeadlessSearchBarDelegate {
  var log: [String] = []
  var allowBegin = true
  var allowEnd = true
  var allowChange = true

  init(_ bar: HeadlessSearchBar) { bar.delegate = self }

  func searchBarShouldBeginEditing(_ searchBar: HeadlessSearchBar) -> Bool {
    log.append("shouldBegin")
    return allowBegin
  }
  func searchBarTextDidBeginEditing(_ searchBar: HeadlessSearchBar) { log.append("didBegin") }
  func searchBarShouldEndEditing(_ searchBar: HeadlessSearchBar) -> Bool {
    log.append("shouldEnd")
    return allowEnd
  }
  func searchBarTextDidEndEditing(_ searchBar: HeadlessSearchBar) { log.append("didEnd") }
  func searchBar(_ searchBar: HeadlessSearchBar, textDidChange searchText: String) {
    log.append("textDidChange(\(searchText))")
  }
  func searchBar(
    _ searchBar: HeadlessSearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    log.append("shouldChange({\(range.location),\(range.length)},\(text))")
    return allowChange
  }
  func searchBarSearchButtonClicked(_ searchBar: HeadlessSearchBar) { log.append("search") }
  func searchBarBookmarkButtonClicked(_ searchBar: HeadlessSearchBar) { log.append("bookmark") }
  func searchBarCancelButtonClicked(_ searchBar: HeadlessSearchBar) { log.append("cancel") }
  func searchBarResultsListButtonClicked(_ searchBar: HeadlessSearchBar) { log.append("results") }
  func searchBar(
    _ searchBar: HeadlessSearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
  ) {
    log.append("scope(\(selectedScope))")
  }
  func searchBar(_ searchBar: HeadlessSearchBar, didSelectTokenAt index: Int) {
    log.append("selectToken(\(index))")
  }
  func searchBar(_ searchBar: HeadlessSearchBar, didRemove token: SearchToken, at index: Int) {
    log.append("removeToken(\(token.text),\(index))")
  }
  func searchBar(_ searchBar: HeadlessSearchBar, didSelect suggestion: SearchSuggestion) {
    log.append("suggestion(\(suggestion.title))")
  }
}

/// A focused bar with a recorder whose log starts empty.
@MainActor func focusedBar(
  text: String = "", configure: (HeadlessSearchBar) -> Void = { _ in }
) -> (HeadlessSearchBar, RecordingSearchBarDelegate) {
  let bar = HeadlessSearchBar()
  bar.text = text
  configure(bar)
  let recorder = RecordingSearchBarDelegate(bar)
  bar.tap()
  recorder.log = []
  return (bar, recorder)
}
