/// How a paged tab view's indicator looks, as SwiftUI's `IndexViewStyle`: kept by name.
public protocol IndexViewStyle: Sendable {
  /// The style's name.
  var styleName: String { get }
}
