/// A tab bar, as UIKit's `UITabBar`: the settings apps give it through `appearance()`, kept.
open class UITabBar: UIView {
  /// The bar's tint. Kept.
  open var barTintColor: UIColor?
  /// The unselected items' tint. Kept.
  open var unselectedItemTintColor: UIColor?
  /// Whether the bar is translucent. Kept.
  open var isTranslucent = true

  /// The proxy for every tab bar: the same object on every call, its settings kept.
  public static func appearance() -> UITabBar {
    AppearanceProxies.proxy(UITabBar.self) { UITabBar(frame: .zero) }
  }
}
