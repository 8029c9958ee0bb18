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
