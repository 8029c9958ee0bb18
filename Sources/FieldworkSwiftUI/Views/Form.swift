/// Controls grouped for data entry, as SwiftUI's `Form`.
public struct Form<Content: View> {
  let content: Content

  /// A form of the controls `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Form: PrimitiveView {
  func render(in context: inout RenderContext) {
    context.content(content)
  }

  static var fixedRole: NodeRole? { .view(.form) }
  static var rowMaking: RowMaking { .lazy }
}

extension Form: View {}
