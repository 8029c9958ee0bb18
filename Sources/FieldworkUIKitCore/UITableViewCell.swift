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
