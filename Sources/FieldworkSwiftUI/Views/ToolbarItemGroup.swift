/// Several toolbar items at one place, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View> {
  /// Where the items go.
  public let placement: ToolbarItemPlacement
  let content: Content

  /// Items of `content` at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension ToolbarItemGroup: PrimitiveView {
  func render(in context: inout RenderContext) {
    context.child(.position(0), content)
  }

  static var fixedRole: NodeRole? { .view(.toolbarItem) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.placement, placement)] }
}

extension ToolbarItemGroup: View {}
