/// How a navigation view lays out, as SwiftUI's `NavigationViewStyle`: kept by name.
public protocol NavigationViewStyle: Sendable {
  /// The style's name.
  var styleName: String { get }
}
