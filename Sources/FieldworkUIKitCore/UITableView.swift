/// A table view, as UIKit's `UITableView`: the settings SwiftUI apps give it through
/// `appearance()` (`backgroundColor`, `separatorStyle`), kept. It shows no
/// rows: a SwiftUI `List` is Fieldwork's list.
open class UITableView: UIView {
  /// How rows are separated, as UIKit's `UITableViewCell.SeparatorStyle`.
  public enum SeparatorStyle: Int, Sendable {
    /// No separator.
    case none = 0
    /// A single line.
    case singleLine = 1
  }

  /// How rows are separated.
  open var separatorStyle = SeparatorStyle.singleLine
  /// The separator's colour.
  open var separatorColor: UIColor?
  /// Whether the table scrolls. Kept.
  open var isScrollEnabled = true

  /// The proxy for every table view, as `UITableView.appearance().backgroundColor = .clear`
  /// sets it in a SwiftUI app's initializer: the same object on every call, its settings
  /// kept (nothing is drawn, so no list takes them on).
  public static func appearance() -> UITableView {
    AppearanceProxies.proxy(UITableView.self) { UITableView(frame: .zero) }
  }
}
