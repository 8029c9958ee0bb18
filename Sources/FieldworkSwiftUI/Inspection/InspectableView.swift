/// A view of a hosted tree, found by inspection, in ViewInspector's spelling: read it
/// (`string()`, `isDisabled()`, `actualView()`), act on it (`tap()`, `setInput(_:)`), or
/// search below it (`find`, `findAll`).
///
/// ```swift
/// let host = ViewHost { SignInForm() }
/// let form = try host.inspect()
/// try form.find(ViewType.TextField.self).setInput("ada@example.com")
/// try form.find(ViewType.SecureField.self).setInput("correct horse")
/// #expect(try !form.find(button: "Sign In").isDisabled())
/// ```
///
/// It reads the live tree: what it returns reflects the latest render, not the moment it was
/// found. A view that has left the tree since throws ``InspectionError``.
@MainActor
public struct InspectableView<Kind: KnownViewType> {
  /// The graph, kept alive for as long as the inspected view is.
  let graph: ViewGraph
  let node: ViewNode

  init(graph: ViewGraph, node: ViewNode) {
    self.graph = graph
    self.node = node
  }

  /// The node, when it is still in the tree.
  func liveNode() throws -> ViewNode {
    guard !node.isRemoved else {
      throw InspectionError.notInTree(kind: Kind.typeName, tree: graph.treeDescription())
    }
    return node
  }

  /// This view, as any view: to search or read attributes without its kind.
  public var anyView: InspectableView<ViewType.ClassifiedView> {
    InspectableView<ViewType.ClassifiedView>(graph: graph, node: node)
  }

  /// The view above this one, as ViewInspector's `parent()`: looking through structure and
  /// modifiers.
  public func parent() throws -> InspectableView<ViewType.ClassifiedView> {
    let node = try liveNode()
    var ancestor = node.parentNode
    while let current = ancestor, current.kind == nil { ancestor = current.parentNode }
    guard let ancestor else {
      throw InspectionError(message: "The \(Kind.typeName) is the root: it has no parent.")
    }
    return InspectableView<ViewType.ClassifiedView>(graph: graph, node: ancestor)
  }

  /// The views right below this one, looking through structure and modifiers.
  public var children: [InspectableView<ViewType.ClassifiedView>] {
    node.inspectableChildren.map {
      InspectableView<ViewType.ClassifiedView>(graph: graph, node: $0)
    }
  }

  /// The printed tree below (and including) this view.
  public var tree: String {
    graph.treeDescription(from: node)
  }

  // MARK: Attributes every view has

  /// Whether the view ignores the person: disabled itself (a control's own `.disabled()`),
  /// or by any enclosing view's `.disabled(true)`, as SwiftUI's environment passes it down.
  public func isDisabled() throws -> Bool {
    let node = try liveNode()
    let driver = (node as? any RepresentableNode)?.representableDriver
    return !node.environment.isEnabled || RepresentableKinds.isControlDisabled(driver)
  }

  /// The view's `.id(_:)`.
  public func id() throws -> AnyHashable {
    try attribute("id", as: AnyHashable.self)
  }

  /// The view's `.tag(_:)`.
  public func tag() throws -> AnyHashable {
    try attribute("tag", as: AnyHashable.self)
  }

  /// The view's accessibility label.
  public func accessibilityLabel() throws -> String {
    try attribute("accessibilityLabel", as: String.self)
  }

  /// The view's accessibility identifier.
  public func accessibilityIdentifier() throws -> String {
    try attribute("accessibilityIdentifier", as: String.self)
  }

  /// The view's accessibility hint.
  public func accessibilityHint() throws -> String {
    try attribute("accessibilityHint", as: String.self)
  }

  /// The view's accessibility value.
  public func accessibilityValue() throws -> String {
    try attribute("accessibilityValue", as: String.self)
  }

  /// The padding applied to the view (the innermost `.padding`).
  public func padding() throws -> EdgeInsets {
    try attribute("padding", as: EdgeInsets.self)
  }

  /// The frame the view asked for.
  public func frame() throws -> FrameAttribute {
    try attribute("frame", as: FrameAttribute.self)
  }

  /// The view's font: a `Text`'s own, else the closest `.font(_:)`.
  public func font() throws -> Font {
    if let text = node.viewValue as? Text {
      for case .font(let font?) in text.styles.compactMap({ $0 as? TextStyleItem }).reversed() {
        return font
      }
    }
    return try attribute("font", as: Font.self)
  }

  /// The view's foreground colour: a `Text`'s own, else the closest `.foregroundColor(_:)`.
  public func foregroundColor() throws -> Color {
    if let text = node.viewValue as? Text {
      for case .foreground(let color?) in text.styles.compactMap({ $0 as? TextStyleItem })
        .reversed()
      {
        return color
      }
    }
    return try attribute("foregroundColor", as: Color.self)
  }

  /// The view's opacity.
  public func opacity() throws -> Double {
    try attribute("opacity", as: Double.self)
  }

  /// The navigation title set on (or inside) the view.
  public func navigationTitle() throws -> String {
    let node = try liveNode()
    for candidate in node.subtreeBreadthFirst() {
      if let title = candidate.attribute("navigationTitle") as? String { return title }
    }
    throw InspectionError.attributeNotFound(
      "navigationTitle", on: Kind.typeName, tree: graph.treeDescription(around: node))
  }

  /// Every attribute recorded on the view: its own parameters and its modifiers', in the order
  /// the code applies them.
  public func attributes() throws -> [ViewAttribute] {
    try liveNode().attributes
  }

  /// The value of the attribute `name`, as `Value`.
  public func attribute<Value>(_ name: String, as type: Value.Type) throws -> Value {
    let node = try liveNode()
    guard let value = node.attribute(name) else {
      throw InspectionError.attributeNotFound(
        name, on: Kind.typeName, tree: graph.treeDescription(around: node))
    }
    if let typed = value as? Value { return typed }
    if Value.self == AnyHashable.self, let hashable = value as? any Hashable {
      if let typed = AnyHashable(hashable) as? Value { return typed }
    }
    throw InspectionError(
      message:
        "The \(Kind.typeName)'s \(name) is \(ViewAttribute.describe(value)), not a \(Value.self).")
  }
}

extension InspectableView where Kind == ViewType.ClassifiedView {
  /// The view, as a view of kind `T`, when it is one.
  public func view<T: KnownViewType>(_ kind: T.Type) throws -> InspectableView<T> {
    let node = try liveNode()
    guard T.matches(ViewNodeReference(node: node)) else {
      throw InspectionError(
        message: """
          The view is \(node.kindDescription), not a \(T.typeName).
          \(graph.treeDescription(around: node))
          """)
    }
    return InspectableView<T>(graph: graph, node: node)
  }
}

extension ViewNode {
  /// The parent, for inspection.
  var parentNode: ViewNode? { parent }

  /// The node and everything below it, breadth first.
  func subtreeBreadthFirst() -> [ViewNode] {
    var found: [ViewNode] = [self]
    var index = 0
    while index < found.count {
      found.append(contentsOf: found[index].madeChildren)
      index += 1
    }
    return found
  }

  /// The inspectable nodes of the subtree, depth first, in the order they appear.
  func inspectableSubtreeDepthFirst() -> [ViewNode] {
    var found: [ViewNode] = []
    func visit(_ node: ViewNode) {
      if node.kind != nil { found.append(node) }
      for child in node.madeChildren { visit(child) }
    }
    visit(self)
    return found
  }

  /// What kind of view the node is, for messages.
  var kindDescription: String {
    guard let kind else { return "not a view" }
    return kind == .custom ? ViewTypeName.of(viewType) : "a \(kind.rawValue)"
  }
}

/// The frame a view asked for with `.frame(…)`: requested, never laid out.
public struct FrameAttribute: Hashable, Sendable, CustomStringConvertible {
  /// The fixed width asked for.
  public var width: CGFloat?
  /// The fixed height asked for.
  public var height: CGFloat?
  /// The least width asked for.
  public var minWidth: CGFloat?
  /// The ideal width asked for.
  public var idealWidth: CGFloat?
  /// The greatest width asked for.
  public var maxWidth: CGFloat?
  /// The least height asked for.
  public var minHeight: CGFloat?
  /// The ideal height asked for.
  public var idealHeight: CGFloat?
  /// The greatest height asked for.
  public var maxHeight: CGFloat?
  /// Where the content sits in the frame.
  public var alignment: Alignment = .center

  /// `width: 100, height: 44`, and the other bounds that were asked for.
  public var description: String {
    let parts: [(String, CGFloat?)] = [
      ("width", width), ("height", height), ("minWidth", minWidth), ("idealWidth", idealWidth),
      ("maxWidth", maxWidth), ("minHeight", minHeight), ("idealHeight", idealHeight),
      ("maxHeight", maxHeight),
    ]
    var described = parts.compactMap { name, value in
      value.map { "\(name): \($0 == .infinity ? "infinity" : EdgeInsets.format($0))" }
    }
    if alignment != .center { described.append("alignment: \(alignment)") }
    return described.joined(separator: ", ")
  }
}
