/// Views side by side, as SwiftUI's `HStack`.
public struct HStack<Content: View> {
  // The content first: the alignment's byte and the spacing's then fill the end, where
  // padding before the content would go.
  let content: Content
  /// The space between them, or `nil` for the default.
  public let spacing: CGFloat?
  /// How the views line up.
  public let alignment: VerticalAlignment

  /// A stack of the views `content` builds.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension HStack: PrimitiveView {
  func render(in context: inout RenderContext) { context.content(content) }
  static var fixedRole: NodeRole? { .view(.hStack) }
  var ownAttributes: [ViewAttribute] { stackAttributes(alignment, spacing, default: .center) }
}

extension HStack: View {}
