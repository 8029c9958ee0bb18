/// A cell of a table view, as UIKit's `UITableViewCell`: the settings apps give it through
/// `appearance()`, kept.
open class UITableViewCell: UIView {
  /// How a cell is selected.
  public enum SelectionStyle: Int, Sendable {
    /// No highlight.
    case none = 0
    /// Blue.
    case blue = 1
    /// Grey.
    case gray = 2
    /// The platform's.
    case `default` = 3
  }

  /// How the cell shows it is selected.
  open var selectionStyle = SelectionStyle.default

  /// The proxy for every cell: the same object on every call, its settings kept.
  public static func appearance() -> UITableViewCell {
    AppearanceProxies.proxy(UITableViewCell.self) { UITableViewCell(frame: .zero) }
  }
}

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
