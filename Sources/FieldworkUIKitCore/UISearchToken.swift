/// A token in a search field, as UIKit's `UISearchToken`: text and a represented object.
@MainActor
public final class UISearchToken {
  /// The token as the headless bar keeps it.
  let token: SearchToken
  /// The object the token stands for.
  public var representedObject: Any?

  /// A token showing `text`, with an icon that is kept.
  public init(icon: UIImage?, text: String) {
    token = SearchToken(text)
  }

  init(token: SearchToken) {
    self.token = token
  }
}

/// Relays the headless bar's delegate calls to the `UISearchBar`'s delegate.
@MainActor
final class UISearchBarRelay: HeadlessSearchBarDelegate {
  weak var bar: UISearchBar?

  func searchBarShouldBeginEditing(_ searchBar: HeadlessSearchBar) -> Bool {
    guard let bar, let delegate = bar.delegate else { return true }
    return delegate.searchBarShouldBeginEditing(bar)
  }
  func searchBarTextDidBeginEditing(_ searchBar: HeadlessSearchBar) {
    guard let bar else { return }
    bar.delegate?.searchBarTextDidBeginEditing(bar)
  }
  func searchBarShouldEndEditing(_ searchBar: HeadlessSearchBar) -> Bool {
    guard let bar, let delegate = bar.delegate else { return true }
    return delegate.searchBarShouldEndEditing(bar)
  }
  func searchBarTextDidEndEditing(_ searchBar: HeadlessSearchBar) {
    guard let bar else { return }
    bar.delegate?.searchBarTextDidEndEditing(bar)
  }
  func searchBar(_ searchBar: HeadlessSearchBar, textDidChange searchText: String) {
    guard let bar else { return }
    bar.delegate?.searchBar(bar, textDidChange: searchText)
  }
  func searchBar(
    _ searchBar: HeadlessSearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    guard let bar, let delegate = bar.delegate else { return true }
    return delegate.searchBar(bar, shouldChangeTextIn: range, replacementText: text)
  }
  func searchBarSearchButtonClicked(_ searchBar: HeadlessSearchBar) {
    guard let bar else { return }
    bar.delegate?.searchBarSearchButtonClicked(bar)
  }
  func searchBarBookmarkButtonClicked(_ searchBar: HeadlessSearchBar) {
    guard let bar else { return }
    bar.delegate?.searchBarBookmarkButtonClicked(bar)
  }
  func searchBarCancelButtonClicked(_ searchBar: HeadlessSearchBar) {
    guard let bar else { return }
    bar.delegate?.searchBarCancelButtonClicked(bar)
  }
  func searchBarResultsListButtonClicked(_ searchBar: HeadlessSearchBar) {
    guard let bar else { return }
    bar.delegate?.searchBarResultsListButtonClicked(bar)
  }
  func searchBar(
    _ searchBar: HeadlessSearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
  ) {
    guard let bar else { return }
    bar.delegate?.searchBar(bar, selectedScopeButtonIndexDidChange: selectedScope)
  }
}
