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
