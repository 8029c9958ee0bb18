/// When a search bar's scope bar shows, as SwiftUI's `SearchScopeActivation`: for
/// ``SearchBar/searchScopes(_:scopes:activation:title:)``.
public struct SearchScopeActivation: Sendable, Hashable {
  let visibility: SearchBar.ScopeBarVisibility

  /// While the search is active (SwiftUI's choice for a search field).
  public static let automatic = SearchScopeActivation(visibility: .whileSearching)
  /// While the search is active: from the moment the bar is focused until it is dismissed.
  public static let onSearchPresentation = SearchScopeActivation(visibility: .whileSearching)
  /// Always (Fieldwork's addition: SwiftUI has no such activation).
  public static let always = SearchScopeActivation(visibility: .always)
}
