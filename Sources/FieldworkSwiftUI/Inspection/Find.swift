// Searching a hosted tree, in ViewInspector's spelling. `find` looks breadth first (the
// view itself first) and throws when nothing matches, with the tree around the search;
// `findAll` looks depth first, in the order views appear top to bottom, and never throws.

extension InspectableView {
  /// The first view (breadth first, starting with this one) that `matches`.
  public func find(
    where matches: (InspectableView<ViewType.ClassifiedView>) throws -> Bool
  ) throws -> InspectableView<ViewType.ClassifiedView> {
    try find(ViewType.ClassifiedView.self, description: "a view matching the condition") {
      try matches($0)
    }
  }

  /// The first view of kind `kind` (breadth first, starting with this one) for which
  /// `condition` holds.
  public func find<T: KnownViewType>(
    _ kind: T.Type, where condition: (InspectableView<T>) throws -> Bool = { _ in true }
  ) throws -> InspectableView<T> {
    try find(kind, description: "a \(T.typeName)", where: condition)
  }

  /// The first view of the app's type `T` (breadth first, starting with this one) for which
  /// `condition` holds: `find(ContentView.self).actualView()`.
  public func find<T: View>(
    _ type: T.Type,
    where condition: (InspectableView<ViewType.View<T>>) throws -> Bool = { _ in true }
  ) throws -> InspectableView<ViewType.View<T>> {
    try find(ViewType.View<T>.self, description: "a \(ViewTypeName.of(T.self))", where: condition)
  }

  /// The first representable of the app's type `T` (one that is not a view itself, placed by
  /// a `@ViewBuilder`), breadth first, starting with this one.
  public func find<T: Representable>(
    _ type: T.Type,
    where condition: (InspectableView<ViewType.View<T>>) throws -> Bool = { _ in true }
  ) throws -> InspectableView<ViewType.View<T>> {
    try find(ViewType.View<T>.self, description: "a \(ViewTypeName.of(T.self))", where: condition)
  }

  /// The first view of the app's type `T` that is also a representable (a
  /// `UIViewRepresentable`), breadth first, starting with this one.
  public func find<T: View & Representable>(
    _ type: T.Type,
    where condition: (InspectableView<ViewType.View<T>>) throws -> Bool = { _ in true }
  ) throws -> InspectableView<ViewType.View<T>> {
    try find(ViewType.View<T>.self, description: "a \(ViewTypeName.of(T.self))", where: condition)
  }

  /// Every view of kind `kind` (depth first, in the order they appear, this one included)
  /// for which `condition` holds. Never throws: a condition that throws counts as false.
  public func findAll<T: KnownViewType>(
    _ kind: T.Type, where condition: (InspectableView<T>) throws -> Bool = { _ in true }
  ) -> [InspectableView<T>] {
    guard !node.isRemoved else { return [] }
    return node.inspectableSubtreeDepthFirst().compactMap { candidate in
      guard T.matches(ViewNodeReference(node: candidate)) else { return nil }
      let view = InspectableView<T>(graph: graph, node: candidate)
      return ((try? condition(view)) ?? false) ? view : nil
    }
  }

  /// Every view of the app's type `T`, in the order they appear.
  public func findAll<T: View>(
    _ type: T.Type,
    where condition: (InspectableView<ViewType.View<T>>) throws -> Bool = { _ in true }
  ) -> [InspectableView<ViewType.View<T>>] {
    findAll(ViewType.View<T>.self, where: condition)
  }

  /// Every representable of the app's type `T`, in the order they appear.
  public func findAll<T: Representable>(
    _ type: T.Type,
    where condition: (InspectableView<ViewType.View<T>>) throws -> Bool = { _ in true }
  ) -> [InspectableView<ViewType.View<T>>] {
    findAll(ViewType.View<T>.self, where: condition)
  }

  /// Every view of the app's type `T` that is also a representable, in the order they
  /// appear.
  public func findAll<T: View & Representable>(
    _ type: T.Type,
    where condition: (InspectableView<ViewType.View<T>>) throws -> Bool = { _ in true }
  ) -> [InspectableView<ViewType.View<T>>] {
    findAll(ViewType.View<T>.self, where: condition)
  }

  /// The first `Text` showing `string`.
  public func find(text string: String) throws -> InspectableView<ViewType.Text> {
    try find(ViewType.Text.self, description: "a Text showing \(string.debugDescription)") {
      try $0.string() == string
    }
  }

  /// The first `Button` whose label shows `title`.
  public func find(button title: String) throws -> InspectableView<ViewType.Button> {
    try find(ViewType.Button.self, description: "a Button titled \(title.debugDescription)") {
      $0.node.inspectableSubtreeDepthFirst().contains { node in
        node.kind == .text && (node.viewValue as? Text)?.content == title
      }
    }
  }

  /// The first view with `.id(id)`.
  public func find(viewWithId id: AnyHashable) throws -> InspectableView<ViewType.ClassifiedView> {
    try find(ViewType.ClassifiedView.self, description: "a view with .id(\(id))") {
      (try? $0.id()) == id
    }
  }

  /// The first view with `.tag(tag)`.
  public func find(viewWithTag tag: AnyHashable) throws -> InspectableView<
    ViewType.ClassifiedView
  > {
    try find(ViewType.ClassifiedView.self, description: "a view with .tag(\(tag))") {
      (try? $0.tag()) == tag
    }
  }

  /// The first view whose accessibility identifier is `identifier`.
  public func find(viewWithAccessibilityIdentifier identifier: String) throws -> InspectableView<
    ViewType.ClassifiedView
  > {
    try find(
      ViewType.ClassifiedView.self,
      description: "a view with accessibilityIdentifier \(identifier.debugDescription)"
    ) { (try? $0.accessibilityIdentifier()) == identifier }
  }

  /// The first view whose accessibility label is `label`.
  public func find(viewWithAccessibilityLabel label: String) throws -> InspectableView<
    ViewType.ClassifiedView
  > {
    try find(
      ViewType.ClassifiedView.self,
      description: "a view with accessibilityLabel \(label.debugDescription)"
    ) { (try? $0.accessibilityLabel()) == label }
  }

  private func find<T: KnownViewType>(
    _ kind: T.Type, description: String, where condition: (InspectableView<T>) throws -> Bool
  ) throws -> InspectableView<T> {
    let start = try liveNode()
    // Breadth first over the views a test sees: structure and modifiers add no depth.
    var queue: [ViewNode] = start.kind != nil ? [start] : start.inspectableChildren
    var index = 0
    while index < queue.count {
      let candidate = queue[index]
      index += 1
      if T.matches(ViewNodeReference(node: candidate)) {
        let view = InspectableView<T>(graph: graph, node: candidate)
        if (try? condition(view)) ?? false { return view }
      }
      queue.append(contentsOf: candidate.inspectableChildren)
    }
    throw InspectionError.notFound(description, tree: graph.treeDescription(from: start))
  }
}
