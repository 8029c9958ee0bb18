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

extension GeometryReader: PrimitiveView {
  func render(in context: inout RenderContext) {
    let size = context.node.graph.size
    context.child(.position(0), content(GeometryProxy(size: size, safeAreaInsets: EdgeInsets())))
  }
  static var fixedRole: NodeRole? { .view(.geometryReader) }
}

extension GeometryReader: View {}
