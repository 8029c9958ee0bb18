/// A reusable change to a view, as SwiftUI's `ViewModifier`: its `body(content:)` returns
/// the content, changed.
///
/// ```swift
/// struct Card: ViewModifier {
///   func body(content: Content) -> some View {
///     content.padding().background(Color.white).cornerRadius(12)
///   }
/// }
///
/// Text("Hello").modifier(Card())
/// ```
///
/// A modifier may declare `@State`: it lives with the modified view, as in SwiftUI.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier makes of its content.
  associatedtype Body: View
  /// The content the modifier is applied to.
  typealias Content = _ViewModifier_Content<Self>

  /// The content, changed.
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The content a ``ViewModifier`` is applied to, as its `body(content:)` sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
  init() {}

  /// None: a primitive view, standing for the modified content.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
  /// The view modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// `content` with `modifier` applied.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension View {
  /// This view with `modifier` applied.
  public func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier Fieldwork applies itself: it records attributes, changes the environment the
/// content sees, adds views of its own, or acts as the view joins and leaves the tree.
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
  /// The attributes a test reads on the modified view.
  var attributes: [ViewAttribute] { get }
  /// Whether the modifier changes the environment its content sees.
  static var changesEnvironment: Bool { get }
  /// Changes the environment the content sees.
  func modify(_ environment: inout EnvironmentValues)
  /// The identity of the content: a different key replaces it (`.id(_:)`).
  var contentKey: ChildKey { get }
  /// Adds the modifier's own views that come before the content (a search field); it may
  /// change the environment the content then gets.
  func renderPartsBefore(in context: inout RenderContext)
  /// Adds the modifier's own views (a background, a toolbar), after the content.
  func renderParts(in context: inout RenderContext)
  /// Whether rendering reads state, so the modified view's node must record it.
  static var readsState: Bool { get }
  /// Whether the modifier acts as the modified view joins and leaves the tree: only then
  /// are ``didMount(node:)`` and ``willUnmount(node:)`` called. A modifier that implements
  /// either says `true`.
  static var observesLifecycle: Bool { get }
  /// Called when the modified view joins the tree, before its first render.
  func didMount(node: ViewNode)
  /// Called after every render of the modified view (the first included).
  func didRender(node: ViewNode)
  /// Called when the modified view leaves the tree.
  func willUnmount(node: ViewNode)
}

extension PrimitiveModifier {
  /// None: Fieldwork applies the modifier itself.
  public func body(content: Content) -> Never { primitiveBody(of: Self.self) }
  var attributes: [ViewAttribute] { [] }
  static var changesEnvironment: Bool { false }
  func modify(_ environment: inout EnvironmentValues) {}
  var contentKey: ChildKey { .position(0) }
  func renderPartsBefore(in context: inout RenderContext) {}
  func renderParts(in context: inout RenderContext) {}
  static var readsState: Bool { false }
  static var observesLifecycle: Bool { false }
  func didMount(node: ViewNode) {}
  func didRender(node: ViewNode) {}
  func willUnmount(node: ViewNode) {}
}

/// A modifier whose only effect is the attributes it records: `padding`, `frame`, `font` on
/// a view that is not a `Text`, and most of SwiftUI's look-and-feel modifiers.
public struct _AttributeModifier: PrimitiveModifier {
  let attribute: ViewAttribute

  init<Value>(_ key: AttributeKey<Value>, _ value: Value) {
    attribute = ViewAttribute(key, value)
  }

  var attributes: [ViewAttribute] { [attribute] }
}

/// A modifier that changes the environment its content sees, and records the change.
public struct _EnvironmentModifier: PrimitiveModifier {
  let attribute: ViewAttribute?
  let change: (inout EnvironmentValues) -> Void

  init(_ attribute: ViewAttribute?, _ change: @escaping (inout EnvironmentValues) -> Void) {
    self.attribute = attribute
    self.change = change
  }

  var attributes: [ViewAttribute] { attribute.map { [$0] } ?? [] }
  static var changesEnvironment: Bool { true }
  func modify(_ environment: inout EnvironmentValues) { change(&environment) }
}

extension View {
  /// This view with an attribute-only modifier.
  func attribute<Value>(_ key: AttributeKey<Value>, _ value: Value) -> ModifiedContent<
    Self, _AttributeModifier
  > {
    modifier(_AttributeModifier(key, value))
  }

  /// This view with a modifier that changes the environment below it.
  func environmentChange(
    _ attribute: ViewAttribute?, _ change: @escaping (inout EnvironmentValues) -> Void
  ) -> ModifiedContent<Self, _EnvironmentModifier> {
    modifier(_EnvironmentModifier(attribute, change))
  }
}

// MARK: Rendering modified content

/// What the modified content's placeholder asks its modifier's node for.
@MainActor
protocol ModifierContentProviding {
  /// The modifier's type.
  var modifierType: Any.Type { get }
  /// Places the modified content as the placeholder's child.
  func placeContent(in context: inout RenderContext)
}

extension ModifiedContent: ModifierContentProviding where Content: View, Modifier: ViewModifier {
  var modifierType: Any.Type { Modifier.self }

  func placeContent(in context: inout RenderContext) {
    context.child(.position(0), content)
  }
}

extension _ViewModifier_Content: PrimitiveView {
  // Its content comes from the modifier's node, so it renders whenever the modifier's body
  // does, though its own value never changes.
  static var alwaysRenders: Bool { true }

  func render(in context: inout RenderContext) {
    let provider = context.node.ancestor {
      ($0.castableViewValue as? any ModifierContentProviding)?.modifierType == Modifier.self
    }
    guard let provider = provider?.castableViewValue as? any ModifierContentProviding else {
      return
    }
    provider.placeContent(in: &context)
  }

  static var fixedInspection: InspectionRole? { .transparent }
  static var rowMaking: RowMaking { .inherited }
}

/// What a modifier node keeps between renders.
@MainActor
final class ModifierNodeState {
  /// The last modifier value that changed the environment, to tell whether it changed.
  var lastEnvironmentModifier: Any?
  /// What `.onChange(of:)` observers last saw.
  let changes = ChangeObservations()
  /// The pass in which `.onChange(of:)` last ran, and how often in a row it changed what it
  /// watches during that pass.
  var changePass: UInt64 = 0
  var changeRuns = 0
  var reportedChangeLoop = false
  /// Anything else a modifier keeps (the id of a `.task(id:)`), or a `ForEach` (where its
  /// rows are among its children, by id).
  var memo: Any?
  /// Whether the modified view was made hidden (an unselected tab) at its last render, for
  /// the modifiers that act as it shows and hides.
  var isHidden = false
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  static var readsState: Bool {
    // A modifier of the app's evaluates a body that may read its own state.
    guard let primitive = Modifier.self as? any PrimitiveModifier.Type else { return true }
    return primitive.readsState
  }

  /// Renders a view modified by a modifier of the app's: its `body`. A modifier of
  /// Fieldwork's own is rendered, joins and leaves through `PrimitiveModifiedOperations`,
  /// made once per type with the modifier's type known.
  func render(in context: inout RenderContext) {
    renderBody(in: &context)
  }

  @MainActor fileprivate func renderPrimitive(
    _ primitive: some PrimitiveModifier, in context: inout RenderContext
  ) {
    if type(of: primitive).changesEnvironment {
      changeEnvironment(primitive, in: &context)
    }
    primitive.renderPartsBefore(in: &context)
    context.child(primitive.contentKey, content)
    primitive.renderParts(in: &context)
    primitive.didRender(node: context.node)
  }

  /// Changes the environment the content sees, and notes whether the change differs from
  /// the last render's. Apart from `renderPrimitive`, which would otherwise ask the runtime
  /// for the `Optional<Modifier>` type on every render, a locked look-up.
  @inline(never)
  @MainActor private func changeEnvironment(
    _ primitive: some PrimitiveModifier, in context: inout RenderContext
  ) {
    let state = context.node.modifierState
    let changed =
      (state.lastEnvironmentModifier as? Modifier).map {
        !ViewEquality.hasSameBits($0, modifier)
      } ?? true
    state.lastEnvironmentModifier = modifier
    primitive.modify(&context.environment)
    context.environmentChanged = context.environmentChanged || changed
  }

  @MainActor private func renderBody(in context: inout RenderContext) {
    let modifier = self.modifier
    let environment = context.node.environment
    let body = context.read {
      EnvironmentValues.whileRendering(environment) { modifier.body(content: Modifier.Content()) }
    }
    context.child(.position(0), body)
  }

  static var observesLifecycle: Bool {
    (Modifier.self as? any PrimitiveModifier.Type)?.observesLifecycle ?? false
  }

  static var fixedInspection: InspectionRole? {
    Modifier.self is any PrimitiveModifier.Type ? .modifier : .transparent
  }

  static var rowMaking: RowMaking { .inherited }

  /// The attributes the modifier records.
  @MainActor var modifierAttributes: [ViewAttribute] {
    (modifier as? any PrimitiveModifier)?.attributes ?? []
  }
}

// Conformed in extensions, so the types are not isolated to the main actor: a view can be
// built anywhere (an XCTest method builds one before inspecting it); only `body` is.
extension _ViewModifier_Content: View {}

/// The operations of a view modified by one of Fieldwork's own modifiers, with the
/// modifier's type known: made once per type (``PrimitiveRenderer/make(for:)``), they render,
/// join and leave without asking the runtime whether the modifier is a primitive one and
/// casting it, for every node of a long list.
private struct PrimitiveModifiedOperations<Content: View, Modifier: PrimitiveModifier>:
  PrimitiveOperations
{
  func render(_ view: ModifiedContent<Content, Modifier>, _ context: inout RenderContext) {
    view.renderPrimitive(view.modifier, in: &context)
  }

  func didMount(_ node: TypedNode<ModifiedContent<Content, Modifier>>) {
    node.view.modifier.didMount(node: node)
  }

  func willUnmount(_ node: TypedNode<ModifiedContent<Content, Modifier>>) {
    node.view.modifier.willUnmount(node: node)
  }

  func inspection(_ view: ModifiedContent<Content, Modifier>) -> InspectionRole {
    view.inspection
  }

  func ownAttributes(_ view: ModifiedContent<Content, Modifier>) -> [ViewAttribute] {
    view.ownAttributes
  }
}

/// A modified view, whose operations are made with its modifier's type known when that is
/// one of Fieldwork's own.
protocol PrimitiveModifiedView {
  /// The operations on the type, as `Any`, when its modifier is one of Fieldwork's own.
  @MainActor static var primitiveModifiedOperations: Any? { get }
}

extension ModifiedContent: PrimitiveModifiedView where Content: View, Modifier: ViewModifier {
  @MainActor static var primitiveModifiedOperations: Any? {
    guard let primitive = Modifier.self as? any PrimitiveModifier.Type else { return nil }
    func operations<P: PrimitiveModifier>(_: P.Type) -> Any {
      PrimitiveModifiedOperations<Content, P>()
    }
    return operations(primitive)
  }
}
