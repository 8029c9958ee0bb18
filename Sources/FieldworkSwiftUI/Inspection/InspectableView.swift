/// A view of a hosted tree, found by inspection, in ViewInspector's spelling: reach its
/// children (`vStack().text(0)`), read it (`string()`, `isDisabled()`, `actualView()`), act
/// on it (`tap()`, `setInput(_:)`), or search below it (`find`, `findAll`).
///
/// ```swift
/// func testSignIn() throws {          // a plain XCTest method: no annotation needed
///   let form = try SignInForm().inspect()
///   try form.find(ViewType.TextField.self).setInput("ada@example.com")
///   try form.find(ViewType.SecureField.self).setInput("correct horse")
///   XCTAssertFalse(try form.find(button: "Sign In").isDisabled())
/// }
/// ```
///
/// It reads the live tree: what it returns reflects the latest render, not the moment it was
/// found. A view that has left the tree since throws ``InspectionError``.
///
/// Every call may be made from code that is not isolated to the main actor, as XCTest's
/// methods are not: it runs on the main actor when the caller is on the main thread (where
/// XCTest runs its tests), and throws ``InspectionError`` anywhere else, never racing.
public struct InspectableView<Kind: KnownViewType>: Sendable {
  /// The graph, kept alive for as long as the inspected view is.
  let graph: ViewGraph
  let node: ViewNode
  /// The view inspection started from: paths are relative to it.
  let root: ViewNode
  /// The path, when it was worked out as the view was reached (so it holds after the view
  /// leaves the tree, as ViewInspector's does).
  let storedPath: String?
  /// Whether paths leave out the root's own call: for views reached through a part or a
  /// presentation asked of the root itself (`inspect().alert().title()`).
  let omitsRootCall: Bool

  init(
    graph: ViewGraph, node: ViewNode, root: ViewNode, storedPath: String? = nil,
    omitsRootCall: Bool = false
  ) {
    self.graph = graph
    self.node = node
    self.root = root
    self.storedPath = storedPath
    self.omitsRootCall = omitsRootCall
  }

  /// The path of `node` from the root, without the root's own call when this view leaves
  /// it out.
  @MainActor func path(of node: ViewNode, omittingRootCall: Bool) -> String {
    var path = node.path(from: root)
    if omittingRootCall, root.kind != nil {
      let rootCall = root.accessorCall(index: nil)
      if path.hasPrefix(rootCall + ".") { path.removeFirst(rootCall.count + 1) }
    }
    return path
  }

  /// `node`, reached from this view by an accessor: its path is worked out now. A part or a
  /// presentation of the root itself (`inspect().alert()`) leaves the root's own call out,
  /// as ViewInspector does.
  @MainActor func reached<T: KnownViewType>(_ node: ViewNode, as kind: T.Type = T.self)
    -> InspectableView<T>
  {
    let omits =
      omitsRootCall
      || (self.node === root && Kind.isClassified && root.kind != nil
        && (node.inspectableChain(from: root).map {
          $0.count > 1 && root.relation(of: $0[1]).isPart
        }
          ?? false))
    let path = path(of: node, omittingRootCall: omits)
    return InspectableView<T>(
      graph: graph, node: node, root: root, storedPath: path, omitsRootCall: omits)
  }

  /// The same view, as a view of kind `T`.
  func retyped<T: KnownViewType>(_ kind: T.Type = T.self) -> InspectableView<T> {
    InspectableView<T>(
      graph: graph, node: node, root: root, storedPath: storedPath, omitsRootCall: omitsRootCall)
  }

  /// `node`, found from this view: same graph and root.
  func view<T: KnownViewType>(_ node: ViewNode, as kind: T.Type = T.self) -> InspectableView<T> {
    InspectableView<T>(graph: graph, node: node, root: root, omitsRootCall: omitsRootCall)
  }

  /// The node, when it is still in the tree.
  @MainActor func liveNode() throws -> ViewNode {
    guard !node.isRemoved else {
      throw InspectionError.notInTree(kind: Kind.typeName, tree: graph.treeDescription())
    }
    return node
  }

  /// The view's type name as ViewInspector prints it in errors: `Text`, `EmptyView`.
  @MainActor var typeNameForErrors: String {
    node.kind.map { $0 == .custom ? node.customTypeName : $0.rawValue }
      ?? ViewTypeName.of(node.viewType)
  }

  /// This view, as any view, as ViewInspector's `classified()`.
  public func classified() throws -> InspectableView<ViewType.ClassifiedView> {
    retyped()
  }

  /// The calls that lead from the inspected root to this view, as ViewInspector prints
  /// them: `anyView().vStack().emptyView(0)`.
  public var pathToRoot: String {
    if let storedPath { return storedPath }
    return (try? onMainActor { path(of: node, omittingRootCall: omitsRootCall) }) ?? ""
  }

  /// The view's value and the modifiers applied right to it, as ViewInspector's `content`.
  public var content: InspectedContent {
    (try? onMainActor {
      let view = node.kind == nil ? node.classifiedView : node
      let value: Any =
        (view.viewValue as? any RepresentableWrappedValue)?.wrappedValue ?? view.viewValue
      return InspectedContent(
        view: Unchecked(value), medium: .init(viewModifiers: Unchecked(view.appliedModifiers)))
    }) ?? InspectedContent(view: Unchecked(()), medium: .init(viewModifiers: Unchecked([])))
  }

  /// The view above this one, as ViewInspector's `parent()`: looking through structure and
  /// modifiers.
  public func parent() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor {
      let node = try liveNode()
      var ancestor = node.parentNode
      while let current = ancestor, current.kind == nil { ancestor = current.parentNode }
      guard let ancestor, node !== root else {
        throw InspectionError.parentViewNotFound(view: typeNameForErrors)
      }
      return view(ancestor)
    }
  }

  /// The views right below this one (its content, and the views of its parts), in order.
  public var children: [InspectableView<ViewType.ClassifiedView>] {
    (try? onMainActor { node.searchChildren.map { view($0) } }) ?? []
  }

  /// The printed tree below (and including) this view.
  public var tree: String {
    (try? onMainActor { graph.treeDescription(from: node) }) ?? ""
  }

  // MARK: Attributes every view has

  /// Whether the view ignores the person: disabled itself (a control's own `.disabled()`),
  /// or by any enclosing view's `.disabled(true)`, as SwiftUI's environment passes it down.
  public func isDisabled() throws -> Bool {
    try onMainActor {
      let node = try liveNode()
      let driver = (node as? any RepresentableNode)?.representableDriver
      return !node.environment.isEnabled || driver?.controlIgnoresThePerson == true
    }
  }

  /// Whether the view responds to the person: neither disabled nor hidden, and hit testing
  /// allowed, as ViewInspector's `isResponsive()`.
  public func isResponsive() -> Bool {
    // `false` for a view that left the tree, and for the place of an absent view, as
    // ViewInspector answers (its `isResponsive()` does not throw).
    (try? onMainActor {
      let node = try liveNode()
      return !node.isAbsentView && node.isResponsive
    }) ?? false
  }

  /// The error for a control that does not respond, naming the view that stops it.
  @MainActor func unresponsive(_ kind: String, _ node: ViewNode) -> InspectionError {
    InspectionError.unresponsive(kind, reason: node.unresponsiveReason(from: root))
  }

  /// The live node and its view as a `Control`, ready for a person's action. Throws a type
  /// mismatch naming `name` when the view is not one, and ``InspectionError`` "unresponsive"
  /// when it is disabled, hidden or kept from hit testing.
  @MainActor func responsiveControl<Control>(_: Control.Type, named name: String) throws -> (
    node: ViewNode, control: Control
  ) {
    let node = try liveNode()
    guard let control = node.viewValue as? Control else {
      throw InspectionError.typeMismatch(factual: typeNameForErrors, expected: name)
    }
    guard node.isResponsive else { throw unresponsive(name, node) }
    return (node, control)
  }

  /// The view's `.id(_:)`.
  public func id() throws -> AnyHashable {
    try onMainActor { try modifier(.id) }
  }

  /// The view's `.tag(_:)`.
  public func tag() throws -> AnyHashable {
    try onMainActor { try modifier(.tag) }
  }

  /// The frame the view asked for.
  public func frame() throws -> FrameAttribute {
    try onMainActor { try modifier(.frame) }
  }

  /// The view's font: a `Text`'s own, else the closest `.font(_:)` on it or a view around
  /// it.
  public func font() throws -> Font {
    try onMainActor {
      let node = try liveNode()
      if let text = node.viewValue as? Text {
        for case .font(let font?) in text.styles.compactMap({ $0 as? TextStyleItem }).reversed() {
          return font
        }
      }
      if let font = node.environment.font { return font }
      throw InspectionError.modifierNotFound(parent: typeNameForErrors, modifier: "font", index: 0)
    }
  }

  /// The view's foreground colour: a `Text`'s own, else the closest `.foregroundColor(_:)`.
  public func foregroundColor() throws -> Color {
    try onMainActor {
      let node = try liveNode()
      if let text = node.viewValue as? Text {
        for case .foreground(let color?) in text.styles.compactMap({ $0 as? TextStyleItem })
          .reversed()
        {
          return color
        }
      }
      return try modifier(set: .foregroundColor)
    }
  }

  /// The view's opacity.
  public func opacity() throws -> Double {
    try onMainActor { try modifier(.opacity) }
  }

  /// Renames the editable navigation title (`.navigationTitle($title)`) the view or one below
  /// it sets, as a person does in the bar, in one update batch. Throws when no title below
  /// is editable.
  public func renameNavigationTitle(to newTitle: String) throws {
    try onMainActor {
      let node = try liveNode()
      for candidate in node.subtreeBreadthFirst() {
        if let binding = candidate.attribute(.navigationTitleBinding) {
          graph.perform { binding.wrappedValue = newTitle }
          return
        }
      }
      throw InspectionError.modifierNotFound(
        parent: typeNameForErrors, modifier: "navigationTitle(Binding<String>)", index: 0)
    }
  }

  /// The navigation title set on (or inside) the view.
  public func navigationTitle() throws -> String {
    try onMainActor {
      let node = try liveNode()
      for candidate in node.subtreeBreadthFirst() {
        if let title = candidate.attribute(.navigationTitle) { return title }
      }
      throw InspectionError.modifierNotFound(
        parent: typeNameForErrors, modifier: "navigationTitle", index: 0
      ).with(tree: graph.treeDescription(around: node))
    }
  }

  /// Every attribute recorded on the view: its own parameters and its modifiers', in the
  /// order the code applies them.
  public func modifierAttributes() throws -> [ViewAttribute] {
    try onMainActor { try liveNode().attributes }
  }

  /// The value of the attribute `name`, as `Value`.
  public func attribute<Value>(_ name: String, as type: Value.Type) throws -> Value {
    try onMainActor {
      Unchecked(try attribute(name, as: type, on: try liveNode()))
    }.value
  }

  /// The value of the attribute `name` of `node`, as `Value`.
  @MainActor func attribute<Value>(_ name: String, as type: Value.Type, on node: ViewNode) throws
    -> Value
  {
    guard let value = node.attribute(named: name) else {
      throw InspectionError.modifierNotFound(parent: typeNameForErrors, modifier: name, index: 0)
        .with(tree: graph.treeDescription(around: node))
    }
    if let typed = value as? Value { return typed }
    if Value.self == AnyHashable.self, let hashable = value as? any Hashable {
      if let typed = AnyHashable(hashable) as? Value { return typed }
    }
    throw InspectionError.typeMismatch(
      factual: ViewAttribute.describe(value), expected: "\(Value.self)")
  }
}

extension InspectableView where Kind == ViewType.ClassifiedView {
  /// The view, as a view of kind `T`, when it is one.
  public func view<T: KnownViewType>(_ kind: T.Type) throws -> InspectableView<T> {
    try onMainActor {
      let node = try liveNode()
      guard T.matches(ViewNodeReference(node: node)) else {
        throw InspectionError.typeMismatch(factual: typeNameForErrors, expected: T.typeName)
          .with(tree: graph.treeDescription(around: node))
      }
      return retyped()
    }
  }
}
