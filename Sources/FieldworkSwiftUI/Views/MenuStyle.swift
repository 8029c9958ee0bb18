/// How a menu looks, as SwiftUI's `MenuStyle`: kept by name.
public protocol MenuStyle: Sendable {
  /// The style's name.
  var styleName: String { get }
}
