// Searching a hosted tree, in ViewInspector's spelling. `find` looks breadth first (the
// view itself first) unless told otherwise, and throws "Search did not find a match" with the
// tree it searched; `findAll` looks depth first, in the order views appear top to bottom, and
// never throws. A search visits a view's content, then the views its parts and modifiers
// add: a button's label, a section's header, a background, an overlay, a sheet on screen.

extension Locale {
  private static let testsDefaultStorage = Locked(Locale(identifier: "en"))

  /// The locale a `Text`'s string is read in when a test does not say (`string()`,
  /// `find(text:)`), as ViewInspector's `Locale.testsDefault`: English unless a test sets it.
  public static var testsDefault: Locale {
    get { testsDefaultStorage.withLock { $0 } }
    set { testsDefaultStorage.withLock { $0 = newValue } }
  }
}

extension InspectableView {
  /// Visits the views a search reaches, in order, until `visit` returns `true`: lazily, so a
  /// search that stops early leaves the rows of a long list it never reached unmade.
  @MainActor func visitCandidates(
    relation: ViewSearch.Relation, traversal: ViewSearch.Traversal,
    _ visit: (ViewNode) -> Bool
  ) {
    let start = node
    switch relation {
    case .parent:
      var ancestor = start.parentNode
      while let current = ancestor {
        if current.kind != nil, visit(current) { return }
        ancestor = current.parentNode
      }
    case .child:
      switch traversal {
      case .depthFirst:
        func walk(_ node: ViewNode) -> Bool {
          visit(node) || node.visitSearchChildren(walk)
        }
        if start.kind != nil {
          _ = walk(start)
        } else {
          _ = start.visitSearchChildren(walk)
        }
      case .breadthFirst:
        var queue: [ViewNode] = start.kind != nil ? [start] : start.searchChildren
        var index = 0
        while index < queue.count {
          let candidate = queue[index]
          index += 1
          if visit(candidate) { return }
          queue.append(contentsOf: candidate.searchChildren)
        }
      }
    }
  }

  /// The `skipFound`-th view of kind `T` the search meets for which `condition` holds.
  @MainActor func search<T: KnownViewType>(
    _ kind: T.Type, relation: ViewSearch.Relation = .child,
    traversal: ViewSearch.Traversal = .breadthFirst, skipFound: Int = 0,
    where condition: (InspectableView<T>) throws -> Bool
  ) throws -> InspectableView<T> {
    let start = try liveNode()
    var skipped = 0
    var result: InspectableView<T>?
    visitCandidates(relation: relation, traversal: traversal) { candidate in
      guard T.matches(ViewNodeReference(node: candidate)) else { return false }
      let found = view(candidate, as: T.self)
      guard (try? condition(found)) ?? false else { return false }
      if skipped == skipFound {
        result = found
        return true
      }
      skipped += 1
      return false
    }
    if let result { return result }
    throw InspectionError.searchFailure(skipped: skipped, blockers: [])
      .with(tree: graph.treeDescription(from: start))
      .seeking(T.typeName == "view" ? "a view" : "a \(T.typeName)")
  }

  /// The first view (breadth first, starting with this one) for which `condition` holds.
  public func find(
    relation: ViewSearch.Relation = .child, traversal: ViewSearch.Traversal = .breadthFirst,
    skipFound: Int = 0,
    where condition: (InspectableView<ViewType.ClassifiedView>) throws -> Bool
  ) throws -> InspectableView<ViewType.ClassifiedView> {
    try withoutActuallyEscaping(condition) { condition in
      let condition = Unchecked(condition)
      return try onMainActor {
        try search(
          ViewType.ClassifiedView.self, relation: relation, traversal: traversal,
          skipFound: skipFound, where: condition.value)
      }
    }
  }

  /// The first view of kind `kind` (breadth first, starting with this one) for which
  /// `condition` holds.
  public func find<T: KnownViewType>(
    _ kind: T.Type, relation: ViewSearch.Relation = .child,
    traversal: ViewSearch.Traversal = .breadthFirst, skipFound: Int = 0,
    where condition: (InspectableView<T>) throws -> Bool = { _ in true }
  ) throws -> InspectableView<T> {
    try withoutActuallyEscaping(condition) { condition in
      let condition = Unchecked(condition)
      return try onMainActor {
        try search(
          T.self, relation: relation, traversal: traversal, skipFound: skipFound,
          where: condition.value)
      }
    }
  }

  /// The first view of the app's type `T` (breadth first, starting with this one) for which
  /// `condition` holds: `find(ContentView.self).actualView()`.
  public func find<T: View>(
    _ type: T.Type, relation: ViewSearch.Relation = .child,
    traversal: ViewSearch.Traversal = .breadthFirst, skipFound: Int = 0,
    where condition: (InspectableView<ViewType.View<T>>) throws -> Bool = { _ in true }
  ) throws -> InspectableView<ViewType.View<T>> {
    try find(
      ViewType.View<T>.self, relation: relation, traversal: traversal, skipFound: skipFound,
      where: condition)
  }

  /// The first representable of the app's type `T` (one that is not a view itself, placed by
  /// a `@ViewBuilder`), breadth first, starting with this one.
  public func find<T: Representable>(
    _ type: T.Type,
    where condition: (InspectableView<ViewType.View<T>>) throws -> Bool = { _ in true }
  ) throws -> InspectableView<ViewType.View<T>> {
    try find(ViewType.View<T>.self, where: condition)
  }

  /// The first view of the app's type `T` that is also a representable (a
  /// `UIViewRepresentable`), breadth first, starting with this one.
  public func find<T: View & Representable>(
    _ type: T.Type,
    where condition: (InspectableView<ViewType.View<T>>) throws -> Bool = { _ in true }
  ) throws -> InspectableView<ViewType.View<T>> {
    try find(ViewType.View<T>.self, where: condition)
  }

  /// The first view of the app's type `T` with a `Text` showing `string` inside it.
  public func find<T: View>(
    _ type: T.Type, containing string: String, locale: Locale = .testsDefault
  ) throws -> InspectableView<ViewType.View<T>> {
    try find(ViewType.View<T>.self) { view in
      (try? view.find(text: string, locale: locale)) != nil
    }
  }

  /// Every view of kind `kind` (depth first, in the order they appear, this one included)
  /// for which `condition` holds. Never throws: a condition that throws counts as false.
  public func findAll<T: KnownViewType>(
    _ kind: T.Type, where condition: (InspectableView<T>) throws -> Bool = { _ in true }
  ) -> [InspectableView<T>] {
    withoutActuallyEscaping(condition) { condition in
      let condition = Unchecked(condition)
      return
        (try? onMainActor {
          guard !node.isRemoved else { return [] }
          // The views of the kind are collected first, as nodes: the walk's closure would ask
          // the runtime for the `InspectableView<T>` type at each one, where this loop asks
          // once. Only the views of the kind: a list's every view would be an array of its own.
          var candidates: [ViewNode] = []
          visitCandidates(relation: .child, traversal: .depthFirst) { candidate in
            if T.matches(ViewNodeReference(node: candidate)) { candidates.append(candidate) }
            return false
          }
          var matches: [InspectableView<T>] = []
          matches.reserveCapacity(candidates.count)
          for candidate in candidates {
            let found = view(candidate, as: T.self)
            if (try? condition.value(found)) ?? false { matches.append(found) }
          }
          return matches
        }) ?? []
    }
  }

  /// Every view (depth first, in the order they appear) for which `condition` holds.
  public func findAll(
    where condition: (InspectableView<ViewType.ClassifiedView>) throws -> Bool
  ) -> [InspectableView<ViewType.ClassifiedView>] {
    findAll(ViewType.ClassifiedView.self, where: condition)
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

  /// The first `Text` showing `string` (read in `locale`).
  public func find(text string: String, locale: Locale = .testsDefault) throws
    -> InspectableView<ViewType.Text>
  {
    try seeking("text \"\(string)\"") {
      try find(ViewType.Text.self) { try $0.string(locale: locale) == string }
    }
  }

  /// The first `Text` whose string and attributes satisfy `condition`, as ViewInspector's
  /// `find(textWhere:)`.
  public func find(
    textWhere condition: (String, ViewType.Text.Attributes) throws -> Bool,
    locale: Locale = .testsDefault
  ) throws -> InspectableView<ViewType.Text> {
    try find(ViewType.Text.self) { text in
      try condition(try text.string(locale: locale), try text.attributes())
    }
  }

  /// The first `Button` whose label shows `title`.
  public func find(button title: String, locale: Locale = .testsDefault) throws
    -> InspectableView<ViewType.Button>
  {
    try seeking("button \"\(title)\"") {
      try find(ViewType.Button.self) { button in
        (try? button.find(text: title, locale: locale)) != nil
      }
    }
  }

  /// The first view with `.id(id)`.
  public func find(viewWithId id: AnyHashable) throws -> InspectableView<ViewType.ClassifiedView> {
    try seeking("a view with id \(id.base)") {
      try find(ViewType.ClassifiedView.self) { (try? $0.id()) == id }
    }
  }

  /// The first view with `.tag(tag)`.
  public func find(viewWithTag tag: AnyHashable) throws -> InspectableView<
    ViewType.ClassifiedView
  > {
    try seeking("a view with tag \(tag.base)") {
      try find(ViewType.ClassifiedView.self) { (try? $0.tag()) == tag }
    }
  }

  /// The first view whose accessibility identifier is `identifier`.
  public func find(viewWithAccessibilityIdentifier identifier: String) throws -> InspectableView<
    ViewType.ClassifiedView
  > {
    try seeking("a view with accessibility identifier \"\(identifier)\"") {
      try find(ViewType.ClassifiedView.self) { (try? $0.accessibilityIdentifier()) == identifier }
    }
  }

  /// The first view whose accessibility label is `label`.
  public func find(viewWithAccessibilityLabel label: String, locale: Locale = .testsDefault)
    throws -> InspectableView<ViewType.ClassifiedView>
  {
    try seeking("a view with accessibility label \"\(label)\"") {
      try find(ViewType.ClassifiedView.self) {
        (try? $0.accessibilityLabel().string(locale: locale)) == label
      }
    }
  }
}

extension InspectableView {
  /// Runs a search, saying in its failure what it looked for: more exactly than the kind of
  /// view the search walked, which a failed search names (and no other error does).
  fileprivate func seeking<Result>(_ sought: String, _ search: () throws -> Result) throws
    -> Result
  {
    do {
      return try search()
    } catch let error as InspectionError where error.sought != nil {
      throw error.seeking(sought)
    }
  }
}
