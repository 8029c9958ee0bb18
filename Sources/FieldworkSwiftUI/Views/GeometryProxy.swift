/// The space a `GeometryReader` is given, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy: Sendable {
  /// The size: the host's.
  public let size: CGSize
  /// The safe area's insets: none, headless.
  public let safeAreaInsets: EdgeInsets

  /// The reader's frame in `coordinateSpace`: at the origin, of the host's size.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    CGRect(origin: .zero, size: size)
  }
}
