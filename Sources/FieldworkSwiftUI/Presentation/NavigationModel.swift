// The stack a `NavigationView` or `NavigationStack` keeps: what its links pushed, its path,
// and the destinations `navigationDestination(for:)` declared inside it.

/// A navigation stack's state, kept on its node.
@MainActor
final class NavigationModel {
  /// A screen pushed by a `NavigationLink(destination:)`, with the link that pushed it.
  struct PushedView {
    let view: AnyView
    /// Tells this push from any other: a screen another link pushes in its place is a new
    /// view, with its own state, and appears.
    let number: Int
    weak var link: ViewNode?
    /// The link's `isActive` binding, set to `false` when the screen is popped.
    var isActive: Binding<Bool>?
  }

  /// A screen pushed onto a stack without a path binding, in push order.
  enum Pushed {
    case view(PushedView)
    case value(AnyHashable)
  }

  /// What was pushed without a path binding (and link pushes, with one).
  var pushed: [Pushed] = []
  /// The path binding of the stack, if it has one.
  var path: NavigationPathBinding?
  /// The destinations declared inside the stack, by the type of value they show.
  var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
  /// Counts changes, so the stack renders again when something is pushed or popped.
  let version = StateBox(0)
  /// The edit mode of the views on the stack, unless the app gives its own.
  let editMode = StateBox(EditMode.inactive)
  /// How many screens links have pushed, ever.
  private var pushNumber = 0
  /// The types pushed with no destination, already reported.
  var reportedMissing: Set<ObjectIdentifier> = []

  /// The screens on the stack, bottom first.
  var screens: [Pushed] {
    guard let path else { return pushed }
    return path.get().map { .value($0) }
      + pushed.filter {
        if case .view = $0 { return true }
        return false
      }
  }

  private func changed() {
    version.write(version.read() + 1, transaction: Transaction())
  }

  /// Pushes `view`, which `link` navigates to. The screens above the link's own screen go
  /// first, as in SwiftUI: a second link on a screen, activated while the first one's
  /// destination shows, replaces it.
  func push(_ view: AnyView, from link: ViewNode, isActive: Binding<Bool>? = nil) {
    pop(toCount: screenCount(below: link))
    pushNumber += 1
    pushed.append(
      .view(PushedView(view: view, number: pushNumber, link: link, isActive: isActive)))
    changed()
  }

  /// How many screens are on the stack up to (and including) the screen `node` is on: 0 for
  /// the stack's root.
  private func screenCount(below node: ViewNode) -> Int {
    var ancestor = node.parentNode
    while let current = ancestor {
      if let screen = current.viewValue as? PushedScreen { return screen.index + 1 }
      if (current.modifierState.memo as? NavigationModel) === self { return 0 }
      ancestor = current.parentNode
    }
    return 0
  }

  /// Pushes `value`: onto the path, or onto the stack's own list.
  func push(value: AnyHashable) {
    if let path, path.append(value) { return changed() }
    pushed.append(.value(value))
    changed()
  }

  /// Pops the screens from `index` (0: the first pushed) up.
  func pop(toCount index: Int) {
    let screens = self.screens
    guard index < screens.count else { return }
    let popping = screens.count - index
    var viewsToPop = 0
    var valuesToPop = 0
    var bindings: [Binding<Bool>] = []
    for screen in screens[index...] {
      if case .view(let pushed) = screen {
        viewsToPop += 1
        if let binding = pushed.isActive { bindings.append(binding) }
      } else {
        valuesToPop += 1
      }
    }
    defer {
      // A link bound to `isActive` learns that its screen is gone, as in SwiftUI.
      for binding in bindings where binding.wrappedValue { binding.wrappedValue = false }
    }
    if let path {
      path.removeLast(valuesToPop)
      pushed.removeLast(Swift.min(viewsToPop, pushed.count))
    } else {
      pushed.removeLast(Swift.min(popping, pushed.count))
    }
    changed()
  }

  /// Whether `link` pushed a screen that is on the stack.
  func isActive(_ link: ViewNode) -> Bool {
    pushed.contains {
      if case .view(let pushed) = $0 { return pushed.link === link }
      return false
    }
  }

  /// Pops the screen `link` pushed, and everything above it.
  func deactivate(_ link: ViewNode) {
    guard
      let index = screens.firstIndex(where: {
        if case .view(let pushed) = $0 { return pushed.link === link }
        return false
      })
    else { return }
    pop(toCount: index)
  }

  /// Renders a stack: the root, then each screen pushed on it.
  static func renderStack<Root: View>(
    root: Root, path: NavigationPathBinding?, in context: inout RenderContext
  ) {
    let node = context.node
    let model = (node.modifierState.memo as? NavigationModel) ?? NavigationModel()
    node.modifierState.memo = model
    model.path = path
    model.destinations = [:]
    _ = context.read { model.version.read() }
    var rootEnvironment = context.environment
    rootEnvironment.navigation = model
    if rootEnvironment.editMode == nil {
      rootEnvironment.editMode = Binding(location: model.editMode)
    }
    context.child(.position(0), root, environment: rootEnvironment)
    let screens = context.read { model.screens }
    for (index, screen) in screens.enumerated() {
      let view: AnyView
      var identity = AnyHashable(index)
      switch screen {
      case .view(let pushed):
        view = pushed.view
        identity = AnyHashable("push \(pushed.number)")
      case .value(let value):
        let valueType = Swift.type(of: value.base)
        guard let made = model.destinations[ObjectIdentifier(valueType)]?(value) else {
          if model.reportedMissing.insert(ObjectIdentifier(valueType)).inserted {
            node.report(
              UpdateDiagnostic(
                kind: .navigationDestinationMissing(ViewTypeName.of(valueType)),
                hostDescription: node.pathDescription, rounds: 0))
          }
          continue
        }
        view = made
      }
      var environment = rootEnvironment
      environment.isPresented = true
      environment.dismiss = DismissAction { model.pop(toCount: index) }
      context.child(
        .part(.navigationDestination),
        PushedScreen(index: index, identity: identity, content: view),
        environment: environment)
    }
  }
}

/// A screen pushed onto a stack: its content, keyed by its place on the stack.
struct PushedScreen {
  let index: Int
  /// The place on the stack for a value; the push, for a link's destination.
  let identity: AnyHashable
  let content: AnyView
}

extension PushedScreen: View, PrimitiveView {
  var body: Never { primitiveBody(of: Self.self) }
  func render(in context: inout RenderContext) {
    context.child(.identity(identity), content)
  }
  static var fixedRole: NodeRole? { .transparent }
}

struct NavigationKey: EnvironmentKey {
  static var defaultValue: NavigationModel? { nil }
}

extension EnvironmentValues {
  /// The stack the view is in.
  var navigation: NavigationModel? {
    get { self[NavigationKey.self] }
    set { self[NavigationKey.self] = newValue }
  }
}

extension View {
  /// Shows `destination` for each value of type `D` pushed onto the stack this view is in,
  /// as SwiftUI's `.navigationDestination(for:destination:)`.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(_NavigationDestinationModifier(destination: destination))
  }

  /// Pushes `destination` for the value of `item` while it is not `nil`, as SwiftUI's
  /// `.navigationDestination(item:destination:)`; popping the screen sets it to `nil`.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    let isPresented = Binding(
      get: { item.wrappedValue != nil },
      set: { if !$0 { item.wrappedValue = nil } })
    return modifier(
      _PresentedDestinationModifier(isPresented: isPresented) {
        item.wrappedValue.map(destination)
      })
  }

  /// Pushes `destination` while `isPresented` is `true`, as SwiftUI's
  /// `.navigationDestination(isPresented:destination:)`.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> V
  ) -> some View {
    modifier(_PresentedDestinationModifier(isPresented: isPresented, destination: destination))
  }
}

// MARK: Attribute keys

extension AttributeKey {
  static var navigationDestination: AttributeKey<String> { .init("navigationDestination") }
}
