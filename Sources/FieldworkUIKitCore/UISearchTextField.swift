/// A search bar's text field, as UIKit's `UISearchTextField`: a ``UITextField`` with tokens.
///
/// Its delegate is the bar's (``UISearchBar/delegate`` receives its calls); assigning its own
/// ``UITextField/delegate`` has no effect, where on iOS it would take the bar's place.
@MainActor
open class UISearchTextField: UITextField {
  /// The bar this field belongs to.
  private var bar: HeadlessSearchBar? {
    superview.flatMap { ($0 as? UISearchBar)?.headlessSearchBar }
  }

  /// The tokens before the text.
  open var tokens: [UISearchToken] {
    get { bar?.tokens.map(UISearchToken.init(token:)) ?? [] }
    set { bar?.tokens = newValue.map(\.token) }
  }

  /// Inserts a token at `index` (clamped into the tokens).
  open func insertToken(_ token: UISearchToken, at index: Int) {
    bar?.insertToken(token.token, at: index)
  }

  /// Removes the token at `index`; an index out of range is ignored.
  open func removeToken(at index: Int) {
    bar?.removeToken(at: index)
  }
}
