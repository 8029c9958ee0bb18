/// A token in a search field — a chip before the text, such as "Photos" or "from: Ada" — as
/// `UISearchToken`.
public struct SearchToken: Hashable, Identifiable, Sendable {
  /// Identifies the token.
  public var id: String
  /// The text the token shows.
  public var text: String
  /// The value the token stands for, such as a scope or a filter.
  public var representedValue: (any Hashable & Sendable)?

  /// Creates a token.
  ///
  /// - Parameters:
  ///   - text: The text the token shows.
  ///   - representedValue: The value the token stands for.
  ///   - id: Identifies the token; defaults to `text`.
  public init(
    _ text: String, representedValue: (any Hashable & Sendable)? = nil, id: String? = nil
  ) {
    self.text = text
    self.representedValue = representedValue
    self.id = id ?? text
  }

  /// Tokens compare by identity, text and represented value.
  public static func == (lhs: SearchToken, rhs: SearchToken) -> Bool {
    lhs.id == rhs.id && lhs.text == rhs.text
      && lhs.representedValue.map { AnyHashable($0) }
        == rhs.representedValue.map { AnyHashable($0) }
  }

  /// Hashes the identity and text.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(text)
  }
}
