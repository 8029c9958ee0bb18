/// Views on top of each other, as SwiftUI's `ZStack`: the first at the back.
public struct ZStack<Content: View> {
  /// How the views line up.
  public let alignment: Alignment
  let content: Content

  /// A stack of the views `content` builds.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension ZStack: PrimitiveView {
  func render(in context: inout RenderContext) { context.content(content) }
  static var fixedRole: NodeRole? { .view(.zStack) }
  var ownAttributes: [ViewAttribute] {
    alignment == .center ? [] : [ViewAttribute(.alignment, alignment)]
  }
}

extension ZStack: View {}
