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

extension RepresentableView: RepresentableWrapping {
  static func makeDriver() -> AnyRepresentableDriver {
    RepresentableDriver<Content> { ($0 as! RepresentableView<Content>).representable }
  }
}
