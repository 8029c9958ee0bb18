/// A node for views of type `V`: it holds the view value itself (no boxing), and knows from
/// the type, once, how the view renders.
@MainActor
final class TypedNode<V: View>: ViewNode {
  // The view comes last: its size varies with `V`, and no padding then follows it.
  /// What the node knows of `V`, found once per type.
  private let blueprint: NodeBlueprint<V>
  /// The latest value of the view, its dynamic properties linked to this node's storage.
  private(set) var view: V {
    didSet { knownRole = nil }
  }

  /// How a view of type `V` renders.
  private enum Behavior {
    /// A view with a `body` of its own.
    case composite
    /// A primitive view of Fieldwork's.
    case primitive(PrimitiveRenderer<V>)
    /// A representable that is a view (a component, a `UIViewRepresentable`).
    case representable(AnyRepresentableDriver)
  }

  required init(
    view: V, blueprint: NodeBlueprint<V>, graph: ViewGraph, parent: ViewNode?,
    key: ChildKey, environment: EnvironmentValues
  ) {
    self.view = view
    self.blueprint = blueprint
    super.init(graph: graph, parent: parent, key: key, environment: environment)
    if let makeDriver = blueprint.makeDriver { extras.representableDriver = makeDriver() }
    linkDynamicProperties()
  }

  /// How the node renders: found from its type, and for a representable from the driver its
  /// extras keep, so that the many nodes of a list hold no word for it.
  private var behavior: Behavior {
    if let primitive = blueprint.primitive { return .primitive(primitive) }
    if let driver = representableDriver { return .representable(driver) }
    return .composite
  }

  /// Links the view's dynamic properties to the node's storage, unless its type has none.
  private func linkDynamicProperties() {
    guard blueprint.hasDynamicProperties else { return }
    DynamicProperties.link(view, to: self)
  }

  /// For a node of an `Optional` (an absent view): what places the view a new value holds in
  /// the node's stead.
  override var wrappedViewPlacing: (any WrappedViewPlacing.Type)? {
    blueprint.wrappedViewPlacing
  }

  override var viewValue: any View { view }
  override var viewType: Any.Type { V.self }

  /// Brings the node up to date with `newView`, a new value of its view from the parent's
  /// render. An unchanged value (bitwise, or `==`), in an unchanged environment, with no
  /// state of its own changed, renders nothing: the subtree is kept as it is.
  func update(with newView: V, environment: EnvironmentValues, pass: RenderPass) {
    self.environment = environment
    let unchanged = ViewEquality.same(
      view, newView, isEqual: blueprint.isEqual,
      hasDynamicProperties: blueprint.hasDynamicProperties)
    if !unchanged { view = newView }
    // Linked again when the environment changed too: `@Environment` reads the node's.
    if !unchanged || pass.environmentChanged { linkDynamicProperties() }
    if unchanged, !pass.environmentChanged, !needsRender, !alwaysRenders {
      graph.skippedRenders += 1
      return
    }
    render(pass)
  }

  override func update<Content: View>(
    withSameType newView: Content, environment: EnvironmentValues, pass: RenderPass
  ) {
    // `Content` is `V`, as the caller compared: the forced cast cannot fail.
    update(with: newView as! V, environment: environment, pass: pass)
  }

  private var alwaysRenders: Bool {
    if case .primitive(let primitive) = behavior { return primitive.alwaysRenders }
    return false
  }

  override func render(_ pass: RenderPass) {
    guard !isRemoved else { return }
    needsRender = false
    graph.countRender()
    switch behavior {
    case .composite:
      renderBody(pass)
    case .primitive(let primitive):
      // A leaf places no children, and had none to take away.
      if primitive.isLeaf { return }
      let tracked = primitive.readsState
      var context = RenderContext(node: self, pass: pass, tracked: tracked)
      if tracked { tracker.beginRender() }
      primitive.operations.render(view, &context)
      if tracked { tracker.endRender() }
      context.finish()
    case .representable(let driver):
      driver.update(view, node: self, pass: pass)
      renderLabelParts(pass)
    }
  }

  /// A text field's title and prompt, as views of their own under it: what SwiftUI's
  /// `TextField` has as its label and prompt, and what inspection's `labelView()` and
  /// `prompt()` reach.
  private func renderLabelParts(_ pass: RenderPass) {
    let parts = (view as? any InspectedRepresentable)?.labelParts ?? []
    guard !parts.isEmpty || !children.isEmpty else { return }
    var context = RenderContext(node: self, pass: pass, tracked: false)
    for (name, text) in parts { context.child(.part(name), text) }
    context.finish()
  }

  private func renderBody(_ pass: RenderPass) {
    if let missing = missingEnvironmentObject {
      if !extras.reportedMissingObject {
        extras.reportedMissingObject = true
        report(
          UpdateDiagnostic(
            kind: .missingEnvironmentObject(String(describing: missing)),
            hostDescription: pathDescription, rounds: 0))
      }
      RenderContext(node: self, pass: pass, tracked: false).finish()
      return
    }
    let tracker = self.tracker
    tracker.beginRender()
    let view = self.view
    // The rendering environment and the body being evaluated are set around the tracked
    // evaluation, not in closures inside it: each isolated closure checks its executor as
    // it starts, and a long list evaluates a body a row.
    let previousEnvironment = EnvironmentValues.rendering
    EnvironmentValues.rendering = environment
    let previousBody = UpdateScheduler.evaluatingBody
    UpdateScheduler.evaluatingBody = self
    let body = tracker.track { view.body }
    UpdateScheduler.evaluatingBody = previousBody
    EnvironmentValues.rendering = previousEnvironment
    ScaledMetricReads.bodyDidEnd(self)
    tracker.endRender()
    releaseIdleTracker()
    var context = RenderContext(node: self, pass: pass, tracked: false)
    context.child(.position(0), body)
    context.finish()
  }

  override func didMount() {
    if case .primitive(let primitive) = behavior, primitive.observesLifecycle {
      primitive.operations.didMount(self)
    }
  }

  override func willRemove() {
    // Asked of the blueprint and the extras, not of `behavior`: a long list's rows leave
    // by the thousand, and most of their nodes do nothing as they go.
    if let primitive = blueprint.primitive {
      if primitive.observesLifecycle { primitive.operations.willUnmount(self) }
    } else if let driver = representableDriver {
      driver.dismantle()
    }
    if startedTask { graph.cancelTask(of: self) }
  }

  /// The representable's driver, for a node whose view is a representable.
  var representableDriver: AnyRepresentableDriver? { madeExtras?.representableDriver }

  // MARK: What readers ask

  // Asked of the blueprint, not of `behavior`, which retains the renderer: a search asks
  // every node it passes, several times.
  override var nodeRole: NodeRole {
    if let primitive = blueprint.primitive {
      if let fixed = primitive.fixedRole { return fixed }
      if let knownRole { return knownRole }
      let role = primitive.operations.nodeRole(view)
      knownRole = role
      return role
    }
    // A component's kind follows its configuration, which its driver holds.
    if let driver = representableDriver {
      return .view(driver.inspectedKind)
    }
    return .view(.custom)
  }

  override var ownAttributes: [ViewAttribute] {
    switch behavior {
    case .primitive(let primitive): primitive.operations.ownAttributes(view)
    case .representable(let driver): driver.inspectedAttributes
    case .composite: []
    }
  }

  override var recordedModifierAttributes: [ViewAttribute] {
    guard case .modifier = nodeRole else { return [] }
    return (view as? any ModifierAttributesProviding)?.modifierAttributes ?? []
  }

  override var rowMaking: RowMaking {
    if case .primitive(let primitive) = behavior { return primitive.rowMaking }
    return .inherited
  }

  override var wrappedRepresentableType: Any.Type? { blueprint.wrappedRepresentableType }

  override var isEmptyOptional: Bool {
    guard blueprint.isOptional else { return false }
    return (view as? any OptionalView)?.isNone == true
  }

  /// The view value for asking what protocols it conforms to: `nil` for an `Optional`, which
  /// a dynamic cast would look through.
  override var castableViewValue: Any? {
    blueprint.isOptional ? nil : view
  }
}

/// A blueprint, whatever its view type: what a render that places a child of a type finds by
/// that type, with no look-up of the generic blueprint class's metadata (which costs more
/// than the rest of making a node).
@MainActor
class AnyNodeBlueprint {
  /// When the view type is an `Optional` of a view, the type as what places the view a value
  /// holds at a key, in the optional's stead.
  let wrappedViewPlacing: (any WrappedViewPlacing.Type)?
  /// The view type's identity.
  let viewType: ObjectIdentifier

  fileprivate init(
    viewType: ObjectIdentifier, wrappedViewPlacing: (any WrappedViewPlacing.Type)?
  ) {
    self.viewType = viewType
    self.wrappedViewPlacing = wrappedViewPlacing
  }

  /// A node for `view`, a value of the blueprint's view type, not yet rendered.
  func makeNode<Content: View>(
    _ view: Content, graph: ViewGraph, parent: ViewNode, key: ChildKey,
    environment: EnvironmentValues
  ) -> ViewNode {
    preconditionFailure("AnyNodeBlueprint is abstract")
  }
}

/// What a node needs to know of its view's type, found once per type: how it renders, and how
/// its values compare.
@MainActor
final class NodeBlueprint<V: View>: AnyNodeBlueprint {
  /// `==` when `V` is `Equatable`.
  let isEqual: ((V, V) -> Bool)?
  /// How `V` renders, when it is a primitive view.
  let primitive: PrimitiveRenderer<V>?
  /// Makes a driver for a node of `V`, when `V` is a representable (or wraps one).
  let makeDriver: (() -> AnyRepresentableDriver)?
  /// The app's representable type, when `V` wraps one: what a search for it matches.
  let wrappedRepresentableType: Any.Type?
  /// Whether `V` is an `Optional`: only then can a value be an absent view. An `Optional`
  /// that is a view holds a view, so it is exactly a type whose wrapped view is placed.
  var isOptional: Bool { wrappedViewPlacing != nil }
  /// Whether views of `V` declare dynamic properties (`@State`, `@Environment`, …), found
  /// from the first value met. A constant: a class's `var`, read by every node made and
  /// every update, costs a dynamic exclusivity check each time.
  let hasDynamicProperties: Bool
  /// The class of `V`'s nodes, asked of the runtime once: a node made from it needs no
  /// look-up of the generic class's metadata.
  let nodeType: TypedNode<V>.Type = TypedNode<V>.self

  private init(sample: V) {
    hasDynamicProperties = DynamicProperties.declared(in: sample)
    isEqual = ViewEquality.equatableComparator(for: V.self)
    primitive = PrimitiveRenderer.make(for: V.self)
    makeDriver = primitive == nil ? RepresentableDrivers.driverFactory(for: V.self) : nil
    wrappedRepresentableType = (V.self as? any RepresentableWrapped.Type)?.wrappedType
    super.init(
      viewType: ObjectIdentifier(V.self), wrappedViewPlacing: V.self as? any WrappedViewPlacing.Type
    )
  }

  /// The blueprint of `V`.
  static func shared(for view: V) -> NodeBlueprint<V> {
    NodeBlueprints.blueprint(for: view) as! NodeBlueprint<V>
  }

  /// Made for ``NodeBlueprints/blueprint(for:)``, once per type, from the first value met.
  fileprivate static func make(sample: V) -> AnyNodeBlueprint { NodeBlueprint<V>(sample: sample) }

  override func makeNode<Content: View>(
    _ view: Content, graph: ViewGraph, parent: ViewNode, key: ChildKey,
    environment: EnvironmentValues
  ) -> ViewNode {
    // `Content` is `V`: the blueprint was found by its type, and the forced cast cannot fail.
    nodeType.init(
      view: view as! V, blueprint: self, graph: graph, parent: parent, key: key,
      environment: environment)
  }
}

/// The blueprints made so far, by view type.
@MainActor
enum NodeBlueprints {
  private static var byType: [ObjectIdentifier: AnyNodeBlueprint] = [:]

  /// The blueprints found last, by a multiplicative hash of their type's address: a long
  /// list's rows are made of a few types, found here without the dictionary's hashing.
  private static var recent = [AnyNodeBlueprint?](repeating: nil, count: 256)

  /// The blueprint of `view`'s type, made on first use.
  static func blueprint<Content: View>(for view: Content) -> AnyNodeBlueprint {
    let key = ObjectIdentifier(Content.self)
    // Fibonacci hashing of the address: its top byte picks the slot.
    let slot = Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 56)
    if let cached = recent[slot], cached.viewType == key { return cached }
    let blueprint: AnyNodeBlueprint
    if let known = byType[key] {
      blueprint = known
    } else {
      blueprint = NodeBlueprint<Content>.make(sample: view)
      byType[key] = blueprint
    }
    recent[slot] = blueprint
    return blueprint
  }
}
