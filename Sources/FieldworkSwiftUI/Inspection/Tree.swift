// The rendered tree as indented text: one line per view a test can find, with its text and
// attributes. Structure and modifiers are looked through; their attributes show on the
// views they apply to. A secure field's text shows as bullets.

extension ViewGraph {
  /// The whole tree, from the host's root view.
  func treeDescription() -> String {
    guard let root else { return "(nothing rendered)" }
    return treeDescription(from: root)
  }

  /// The tree below (and including) `node`.
  func treeDescription(from node: ViewNode, marking marked: ViewNode? = nil) -> String {
    var lines: [String] = []
    func visit(_ node: ViewNode, depth: Int, part: String?) {
      var nextDepth = depth
      var part = part
      if case .part(let name) = node.key { part = name.rawValue }
      if let kind = node.kind {
        if kind == .emptyView, node !== marked { return }
        let marker = node === marked ? "▶ " : ""
        let label = part.map { "\($0): " } ?? ""
        lines.append(String(repeating: "  ", count: depth) + marker + label + node.treeLine)
        nextDepth += 1
        part = nil
      }
      for child in node.madeChildren {
        // A text field's label and prompt show as its attributes already.
        if node.kind?.isTextInput == true, case .part = child.key { continue }
        // A link's destination is not on screen until it is pushed.
        if node.kind == .navigationLink, child.key == .part(.destination) { continue }
        visit(child, depth: nextDepth, part: part)
      }
    }
    visit(node, depth: 0, part: nil)
    return lines.isEmpty ? "(nothing rendered)" : lines.joined(separator: "\n")
  }

  /// The tree around `node`: from two views above it, with `node` marked.
  func treeDescription(around node: ViewNode) -> String {
    var top = node
    for _ in 0..<2 {
      guard let above = top.parentNode?.inspectableSelfOrAncestor else { break }
      top = above
    }
    return treeDescription(from: top, marking: node)
  }
}

extension ViewHost: CustomStringConvertible {
  /// The rendered tree as indented text: view types, texts, identifiers and attributes.
  ///
  /// ```text
  /// ContentView
  ///   VStack
  ///     TextField  text: "milk", placeholder: "Search", padding: 8
  ///     List
  ///       ForEach
  ///         Text "Buy milk"
  /// ```
  public var tree: String {
    guard let root = graph.root else { return "(nothing rendered)" }
    // The root is the host's content closure; the tree starts with what it made.
    return root.children.map { graph.treeDescription(from: $0) }.joined(separator: "\n")
  }

  /// The host and its rendered tree.
  public nonisolated var description: String {
    ifOnMainActor { "ViewHost<\(ViewTypeName.of(Content.self))>\n" + tree }
      ?? "ViewHost<\(ViewTypeName.of(Content.self))> (read on the main actor to see its tree)"
  }
}

extension ViewHost {
  /// The root view, to inspect: `try host.inspect().find(text: "Hello")`. Callable from a
  /// test that is not isolated to the main actor (an XCTest method), on the main thread.
  public nonisolated func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
    let graph = self.graph
    return try onMainActor {
      guard let content = graph.root?.children.first else {
        throw InspectionError(message: "The host has rendered nothing (it was dismantled).")
      }
      let root = content.classifiedView
      return InspectableView(graph: graph, node: root, root: root)
    }
  }
}

extension View {
  /// Hosts the view in a new ``ViewHost`` and returns it to inspect, as ViewInspector's
  /// `inspect()`: no `ViewHosting`, no `Inspection` object in the view. The host lives as
  /// long as the returned view (and what is found from it) does.
  ///
  /// ```swift
  /// let greeting = try Greeting().inspect()
  /// try greeting.find(ViewType.TextField.self).setInput("Ada")
  /// #expect(try greeting.find(ViewType.Text.self).string() == "Hello, Ada!")
  /// ```
  ///
  /// Like ViewInspector's, it returns the view as any view: reach its parts with the typed
  /// accessors (`inspect().vStack().text(0)`), or the view itself with
  /// `inspect().view(MyView.self)`. Callable from a test that is not isolated to the main
  /// actor (an XCTest method), on the main thread.
  public nonisolated func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
    let view = Unchecked(self)
    return try onMainActor {
      let content = view.value
      return try ViewHost { content }.inspect()
    }
  }
}
