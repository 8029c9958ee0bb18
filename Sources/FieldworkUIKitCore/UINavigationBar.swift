/// A navigation bar, as UIKit's `UINavigationBar`: the settings apps give it through
/// `appearance()`, kept.
open class UINavigationBar: UIView {
  /// The bar's tint. Kept.
  open var barTintColor: UIColor?
  /// The title's text attributes. Kept.
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The large title's text attributes. Kept.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  /// Whether the bar is translucent. Kept.
  open var isTranslucent = true
  /// Whether the bar shows large titles. Kept.
  open var prefersLargeTitles = false

  /// The proxy for every navigation bar: the same object on every call, its settings kept.
  public static func appearance() -> UINavigationBar {
    AppearanceProxies.proxy(UINavigationBar.self) { UINavigationBar(frame: .zero) }
  }
}
