/// The appearance proxies made so far, one per class: what `appearance()` returns.
@MainActor
enum AppearanceProxies {
  private static var proxies: [ObjectIdentifier: UIView] = [:]

  /// The proxy of `type`, made by `make` on first use.
  static func proxy<View: UIView>(_ type: View.Type, _ make: () -> View) -> View {
    if let proxy = proxies[ObjectIdentifier(type)] as? View { return proxy }
    let proxy = make()
    proxies[ObjectIdentifier(type)] = proxy
    return proxy
  }
}

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
