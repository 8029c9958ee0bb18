/// How a split view lays its columns out, as SwiftUI's `NavigationSplitViewStyle`: kept by
/// name.
public protocol NavigationSplitViewStyle: Sendable {
  /// The style's name.
  var styleName: String { get }
}
