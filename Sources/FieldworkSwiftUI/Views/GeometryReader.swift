/// A view that builds its content from the space it is given, as SwiftUI's
/// `GeometryReader`. Headless, that space is the host's ``ViewHost/size``.
public struct GeometryReader<Content: View> {
  let content: (GeometryProxy) -> Content

  /// A reader whose content `content` builds from the proxy.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

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

/// A space frames are measured in, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
  /// The screen's.
  case global
  /// The view's own.
  case local
  /// A space named with `.coordinateSpace(name:)`.
  case named(AnyHashable)
}

extension GeometryReader: PrimitiveView {
  func render(in context: inout RenderContext) {
    let size = context.node.graph.size
    context.child(.position(0), content(GeometryProxy(size: size, safeAreaInsets: EdgeInsets())))
  }
  static var fixedRole: NodeRole? { .view(.geometryReader) }
}

extension GeometryReader: View {}
