/// What a presentation shows, as a view of its own kind (`ViewType.Sheet`, `ViewType.Alert`):
/// its content, with the presentation's `dismiss` in the environment.
public struct _PresentedContent<Content: View> {
  let kind: PresentationKind
  let content: Content
}

extension _PresentedContent: View {
  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension _PresentedContent: PrimitiveView {
  func render(in context: inout RenderContext) {
    context.child(.position(0), content)
  }

  static var fixedRole: NodeRole? { nil }

  var nodeRole: NodeRole {
    // An alert's own view (its title, message and buttons) is the alert.
    content is any AlertContentView ? .transparent : .view(kind.viewKind)
  }
}

/// A weak reference to a node.
@MainActor
final class WeakViewNode {
  weak var node: ViewNode?
  init(_ node: ViewNode) { self.node = node }
}

struct PresentationIsPresentedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
