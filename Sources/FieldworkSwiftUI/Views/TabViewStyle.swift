/// How a tab view looks, as SwiftUI's `TabViewStyle`: kept by name.
public protocol TabViewStyle: Sendable {
  /// The style's name.
  var styleName: String { get }
}
