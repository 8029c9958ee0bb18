/// The messages a ``UISearchBar`` sends, with UIKit's signatures exactly.
///
/// Every method is optional, as in UIKit: the defaults allow everything and do nothing. As in
/// UIKit, the cancel button only tells the delegate; clear the text and end editing here.
/// ``DefaultedDelegateMethods`` tells which methods a delegate left to the defaults.
@MainActor
public protocol UISearchBarDelegate: AnyObject {
  /// Asks whether editing may begin.
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing began.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Asks whether editing may end.
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing ended.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// A person changed the text. Never called for programmatic changes.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Asks whether a person's edit may replace the UTF-16 `range` with `text`.
  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The search key was pressed.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The bookmark button was tapped.
  func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
  /// The cancel button was tapped.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// The search results button was tapped.
  func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
  /// A person chose another scope button.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  /// Allows editing to begin.
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
    DefaultedDelegateMethods.record(.searchBarShouldBeginEditing, for: self)
    return true
  }
  /// Does nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
    DefaultedDelegateMethods.record(.searchBarTextDidBeginEditing, for: self)
  }
  /// Allows editing to end.
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
    DefaultedDelegateMethods.record(.searchBarShouldEndEditing, for: self)
    return true
  }
  /// Does nothing.
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
    DefaultedDelegateMethods.record(.searchBarTextDidEndEditing, for: self)
  }
  /// Does nothing.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    DefaultedDelegateMethods.record(.searchBarTextDidChange, for: self)
  }
  /// Allows the edit.
  public func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    DefaultedDelegateMethods.record(.searchBarShouldChangeText, for: self)
    return true
  }
  /// Does nothing.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
    DefaultedDelegateMethods.record(.searchBarSearchButtonClicked, for: self)
  }
  /// Does nothing.
  public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {
    DefaultedDelegateMethods.record(.searchBarBookmarkButtonClicked, for: self)
  }
  /// Does nothing.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
    DefaultedDelegateMethods.record(.searchBarCancelButtonClicked, for: self)
  }
  /// Does nothing.
  public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {
    DefaultedDelegateMethods.record(.searchBarResultsListButtonClicked, for: self)
  }
  /// Does nothing.
  public func searchBar(
    _ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
  ) {
    DefaultedDelegateMethods.record(.searchBarSelectedScopeButtonIndexDidChange, for: self)
  }
}
