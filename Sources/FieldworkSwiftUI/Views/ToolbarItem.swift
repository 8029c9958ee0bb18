/// An item of a toolbar, as SwiftUI's `ToolbarItem`: its content, where it goes.
public struct ToolbarItem<ID, Content: View> {
  /// Where the item goes.
  public let placement: ToolbarItemPlacement
  let content: Content

  /// An item of `content` at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == Void {
    self.placement = placement
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension ToolbarItem: PrimitiveView {
  func render(in context: inout RenderContext) {
    context.child(.position(0), content)
  }

  static var fixedRole: NodeRole? { .view(.toolbarItem) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.placement, placement)] }
}

extension ToolbarItem: View {}
