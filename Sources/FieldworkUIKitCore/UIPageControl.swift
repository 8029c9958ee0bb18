/// A page indicator, as UIKit's `UIPageControl`: the colours apps give the dots of a paged
/// `TabView` through `appearance()`, kept.
open class UIPageControl: UIControl {
  /// How many pages.
  open var numberOfPages = 0
  /// The page shown.
  open var currentPage = 0
  /// The dots' colour.
  open var pageIndicatorTintColor: UIColor?
  /// The current page's dot's colour.
  open var currentPageIndicatorTintColor: UIColor?

  /// The proxy for every page control: the same object on every call, its settings kept.
  public static func appearance() -> UIPageControl {
    AppearanceProxies.proxy(UIPageControl.self) { UIPageControl(frame: .zero) }
  }
}
