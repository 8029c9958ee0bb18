/// Drives a representable placed in a view tree through its lifecycle, as
/// `RepresentableHost` drives one on its own: `makeCoordinator` and `makeView` once, when
/// its node joins the tree; `updateView` on the first render and whenever the node renders
/// (a new value from the parent, a changed environment, or state `updateView` read);
/// `dismantleView` once, when the node leaves.
@MainActor
class AnyRepresentableDriver {
  /// Brings the view up to date with `value`, the node's latest view value.
  func update(_ value: Any, node: ViewNode, pass: RenderPass) {
    preconditionFailure("AnyRepresentableDriver is abstract")
  }

  /// Calls `dismantleView` and releases the view and the coordinator.
  func dismantle() {}

  /// The view `makeView` made, once it has.
  var platformView: AnyObject? { nil }

  /// The representable as last updated.
  var representable: (any Representable)? { nil }
}

@MainActor
final class RepresentableDriver<Content: Representable>: AnyRepresentableDriver {
  private let extract: (Any) -> Content
  private var coordinator: Content.Coordinator?
  private var view: Content.PlatformView?
  private var latest: Content?

  init(extract: @escaping (Any) -> Content) {
    self.extract = extract
  }

  override var platformView: AnyObject? { view }
  override var representable: (any Representable)? { latest }

  override func update(_ value: Any, node: ViewNode, pass: RenderPass) {
    let content = extract(value)
    latest = content
    let tracker = node.tracker
    tracker.beginRender()
    tracker.track {
      EnvironmentValues.whileRendering(node.environment) {
        apply(content, node: node, transaction: pass.transaction)
      }
    }
    tracker.endRender()
  }

  private func apply(_ content: Content, node: ViewNode, transaction: Transaction) {
    let coordinator: Content.Coordinator
    if let existing = self.coordinator {
      coordinator = existing
    } else {
      coordinator = content.makeCoordinator()
      self.coordinator = coordinator
    }
    let graph = node.graph
    let reference = graph.reference
    let context = RepresentableContext<Content>(
      coordinator: coordinator, environment: node.environment, transaction: transaction,
      diagnosticHandler: { [weak reference] in reference?.graph.report($0) })
    let view: Content.PlatformView
    if let existing = self.view {
      view = existing
    } else {
      view = content.makeView(context: context)
      self.view = view
      if let member = view as? any HeadlessWindowMember { member.window = graph.window }
    }
    content.updateView(view, context: context)
  }

  override func dismantle() {
    guard let view, let coordinator else { return }
    self.view = nil
    self.coordinator = nil
    Content.dismantleView(view, coordinator: coordinator)
  }
}

/// A view that places a representable it wraps: ``RepresentableView``.
@MainActor
protocol RepresentableWrapping {
  static func makeDriver() -> AnyRepresentableDriver
}

extension RepresentableView: RepresentableWrapping {
  static func makeDriver() -> AnyRepresentableDriver {
    RepresentableDriver<Content> { ($0 as! RepresentableView<Content>).representable }
  }
}
