/// The background of the window the view is in, as SwiftUI's `BackgroundStyle`
/// (`systemBackground` on iOS: white in light mode).
public struct BackgroundStyle: ShapeStyle, Hashable {
  /// The background style.
  public init() {}
  /// `background`.
  public var description: String { "background" }
}
