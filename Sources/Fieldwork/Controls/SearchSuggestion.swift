/// A completion a front end offers under a search field, as `UISearchSuggestion`.
public struct SearchSuggestion: Hashable, Identifiable, Sendable {
  /// What choosing the suggestion does.
  public enum Completion: Hashable, Sendable {
    /// Replaces the text.
    case text(String)
    /// Adds a token (and clears the text typed so far).
    case token(SearchToken)
  }

  /// Identifies the suggestion.
  public var id: String
  /// The text a front end shows.
  public var title: String
  /// What choosing it does.
  public var completion: Completion

  /// Creates a suggestion.
  ///
  /// - Parameters:
  ///   - title: The text a front end shows.
  ///   - completion: What choosing it does; by default the title replaces the text.
  public init(_ title: String, completion: Completion? = nil) {
    self.title = title
    self.completion = completion ?? .text(title)
    self.id = title
  }
}
