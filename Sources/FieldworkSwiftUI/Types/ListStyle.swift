/// A list's look, as SwiftUI's `ListStyle`.
public protocol ListStyle: Sendable {
  /// The style's name.
  var name: ListStyleName { get }
}
