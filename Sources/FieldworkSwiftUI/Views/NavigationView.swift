/// A navigation container, as SwiftUI's `NavigationView`: its content, then the views its
/// links pushed.
public struct NavigationView<Content: View> {
  let content: Content

  /// A navigation view of `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension NavigationView: PrimitiveView {
  static var readsState: Bool { true }

  func render(in context: inout RenderContext) {
    NavigationModel.renderStack(root: content, path: nil, in: &context)
  }

  static var fixedRole: NodeRole? { .view(.navigationView) }
}

// Conformed in extensions, so the types are not isolated to the main actor: a view can be
// built anywhere (an XCTest method builds one before inspecting it); only `body` is.
extension NavigationView: View {}
