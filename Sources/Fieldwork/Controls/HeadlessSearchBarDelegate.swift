import Foundation

/// The messages a ``HeadlessSearchBar`` sends, as `UISearchBarDelegate`.
///
/// Every method is optional: the defaults allow everything and do nothing. As in UIKit, the
/// bar never acts on its buttons by itself: the cancel button neither clears the text nor ends
/// editing; the delegate decides.
@MainActor
public protocol HeadlessSearchBarDelegate: AnyObject {
  /// Asks whether editing may begin. Returning `false` leaves the bar unfocused.
  func searchBarShouldBeginEditing(_ searchBar: HeadlessSearchBar) -> Bool
  /// Editing began.
  func searchBarTextDidBeginEditing(_ searchBar: HeadlessSearchBar)
  /// Asks whether editing may end. Returning `false` keeps the bar focused.
  func searchBarShouldEndEditing(_ searchBar: HeadlessSearchBar) -> Bool
  /// Editing ended.
  func searchBarTextDidEndEditing(_ searchBar: HeadlessSearchBar)
  /// The person changed the text (typing, paste, delete, input method, the clear button).
  /// Never called for programmatic changes.
  func searchBar(_ searchBar: HeadlessSearchBar, textDidChange searchText: String)
  /// Asks whether a user edit may replace the UTF-16 `range` with `text`.
  func searchBar(
    _ searchBar: HeadlessSearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The search key (the keyboard's return key) was pressed.
  func searchBarSearchButtonClicked(_ searchBar: HeadlessSearchBar)
  /// The bookmark button was tapped.
  func searchBarBookmarkButtonClicked(_ searchBar: HeadlessSearchBar)
  /// The cancel button was tapped. The bar does nothing else: clear it and end editing here.
  func searchBarCancelButtonClicked(_ searchBar: HeadlessSearchBar)
  /// The search results button was tapped.
  func searchBarResultsListButtonClicked(_ searchBar: HeadlessSearchBar)
  /// The person chose another scope button.
  func searchBar(
    _ searchBar: HeadlessSearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
  /// Backspace at the start of the text selected the token at `index` (Fieldwork addition:
  /// UIKit shows this only visually).
  func searchBar(_ searchBar: HeadlessSearchBar, didSelectTokenAt index: Int)
  /// The person deleted `token`, which was at `index` (Fieldwork addition).
  func searchBar(_ searchBar: HeadlessSearchBar, didRemove token: SearchToken, at index: Int)
  /// The person chose a suggestion, as `UISearchTextFieldDelegate`'s
  /// `searchTextField(_:didSelect:)`.
  func searchBar(_ searchBar: HeadlessSearchBar, didSelect suggestion: SearchSuggestion)
}

extension HeadlessSearchBarDelegate {
  /// Allows editing to begin.
  public func searchBarShouldBeginEditing(_ searchBar: HeadlessSearchBar) -> Bool { true }
  /// Does nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: HeadlessSearchBar) {}
  /// Allows editing to end.
  public func searchBarShouldEndEditing(_ searchBar: HeadlessSearchBar) -> Bool { true }
  /// Does nothing.
  public func searchBarTextDidEndEditing(_ searchBar: HeadlessSearchBar) {}
  /// Does nothing.
  public func searchBar(_ searchBar: HeadlessSearchBar, textDidChange searchText: String) {}
  /// Allows the edit.
  public func searchBar(
    _ searchBar: HeadlessSearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  public func searchBarSearchButtonClicked(_ searchBar: HeadlessSearchBar) {}
  /// Does nothing.
  public func searchBarBookmarkButtonClicked(_ searchBar: HeadlessSearchBar) {}
  /// Does nothing.
  public func searchBarCancelButtonClicked(_ searchBar: HeadlessSearchBar) {}
  /// Does nothing.
  public func searchBarResultsListButtonClicked(_ searchBar: HeadlessSearchBar) {}
  /// Does nothing.
  public func searchBar(
    _ searchBar: HeadlessSearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
  ) {}
  /// Does nothing.
  public func searchBar(_ searchBar: HeadlessSearchBar, didSelectTokenAt index: Int) {}
  /// Does nothing.
  public func searchBar(_ searchBar: HeadlessSearchBar, didRemove token: SearchToken, at index: Int)
  {}
  /// Does nothing.
  public func searchBar(_ searchBar: HeadlessSearchBar, didSelect suggestion: SearchSuggestion) {}
}
