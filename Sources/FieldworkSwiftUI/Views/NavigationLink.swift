/// A button that navigates, as SwiftUI's `NavigationLink`: to a destination view it pushes
/// when tapped, or to a value it appends to the stack's path.
public struct NavigationLink<Label: View, Destination: View> {
  let label: Label
  let target: Target
  /// Whether the destination is pushed, for a link bound to `isActive` or a selection.
  var isActive: Binding<Bool>?

  enum Target {
    case view(Destination)
    case value(AnyHashable?)
  }

  /// A link showing `label` that navigates to `destination`.
  public init(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    target = .view(destination())
  }

  /// A link showing `label` that navigates to `destination`.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .view(destination)
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension NavigationLink {
  /// A link showing `label` whose destination is pushed while `isActive` is `true`, as
  /// SwiftUI's older `NavigationLink(destination:isActive:label:)`.
  public init(
    destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination, label: label)
    self.isActive = isActive
  }

  /// A link showing `label` whose destination is pushed while `selection` is `tag`, as
  /// SwiftUI's older `NavigationLink(destination:tag:selection:label:)`.
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination, label: label)
    isActive = Binding(
      get: { selection.wrappedValue == tag },
      set: { isOn in
        if isOn {
          selection.wrappedValue = tag
        } else if selection.wrappedValue == tag {
          selection.wrappedValue = nil
        }
      })
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `title` that navigates to `destination`.
  public init(_ title: String, destination: Destination) {
    self.init(destination: destination) { Text(verbatim: title) }
  }

  /// A link titled `title` that navigates to the destination `destination` builds.
  public init(_ title: String, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination()) { Text(verbatim: title) }
  }
}

extension NavigationLink where Destination == Never {
  /// A link showing `label` that appends `value` to the stack's path, as SwiftUI's
  /// `NavigationLink(value:label:)`: the stack shows the destination its
  /// `navigationDestination(for:)` makes for it.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .value(value.map { AnyHashable($0) })
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled `title` that appends `value` to the stack's path.
  public init<P: Hashable>(_ title: String, value: P?) {
    self.init(value: value) { Text(verbatim: title) }
  }
}

extension NavigationLink: PrimitiveView {
  static var readsState: Bool { true }

  func render(in context: inout RenderContext) {
    context.child(.position(0), label)
    guard case .view(let destination) = target else { return }
    guard let isActive else {
      // A link that is not bound has its destination as its content, as ViewInspector reads
      // it (`navigationLink().view(Detail.self)`, a `find` that reaches the detail's text):
      // made only once inspection looks, never presented, its lifecycle actions not run.
      let node = context.node
      if node.makesEveryRow || context.hadChild(at: .part(.destination)),
        !Self.repeatsAnAncestorsDestination(node)
      {
        var environment = context.environment
        environment.isUnpresentedDestination = true
        context.child(.part(.destination), destination, environment: environment)
      }
      return
    }
    // A link bound to `isActive` (or a selection) pushes and pops as its binding says.
    let wantsActive = context.read { isActive.wrappedValue }
    let node = context.node
    let pushed = AnyView(destination)
    node.graph.afterRender { [weak node] in
      guard let node, !node.isRemoved, let model = node.environment.navigation else { return }
      if wantsActive, !model.isActive(node) {
        model.push(pushed, from: node, isActive: isActive)
      } else if !wantsActive, model.isActive(node) {
        model.deactivate(node)
      }
    }
  }

  static var fixedRole: NodeRole? { .view(.navigationLink) }

  /// Whether a link above this one navigates to the same type of view: a screen that links
  /// back to the one it came from (A to B to A) ends its destinations there, rather than
  /// without end.
  @MainActor private static func repeatsAnAncestorsDestination(_ node: ViewNode) -> Bool {
    node.parentNode?.ancestor {
      ($0.viewValue as? any NavigationLinkDestination)?.destinationType == Destination.self
    } != nil
  }
}

/// A navigation link's type of destination.
@MainActor
protocol NavigationLinkDestination {
  var destinationType: Any.Type { get }
}

extension NavigationLink: NavigationLinkDestination {
  var destinationType: Any.Type { Destination.self }
}

struct IsUnpresentedDestinationKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension NavigationLink: View {}

extension EnvironmentValues {
  /// Whether the views here are a link's destination made for inspection, not presented:
  /// their `onAppear`, `onDisappear` and `.task` do not run.
  var isUnpresentedDestination: Bool {
    get { self[IsUnpresentedDestinationKey.self] }
    set { self[IsUnpresentedDestinationKey.self] = newValue }
  }
}
