/// Views one above the other, as SwiftUI's `VStack`.
public struct VStack<Content: View> {
  // The content first: the alignment's byte and the spacing's then fill the end, where
  // padding before the content would go.
  let content: Content
  /// The space between them, or `nil` for the default.
  public let spacing: CGFloat?
  /// How the views line up.
  public let alignment: HorizontalAlignment

  /// A stack of the views `content` builds.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension VStack: PrimitiveView {
  func render(in context: inout RenderContext) { context.content(content) }
  static var fixedRole: NodeRole? { .view(.vStack) }
  var ownAttributes: [ViewAttribute] { stackAttributes(alignment, spacing, default: .center) }
}

// Conformed in extensions, so the types are not isolated to the main actor: a view can be
// built anywhere (an XCTest method builds one before inspecting it); only `body` is.
extension VStack: View {}
