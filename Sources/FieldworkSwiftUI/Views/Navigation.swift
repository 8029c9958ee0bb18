// Navigation: `NavigationView` and `NavigationStack` keep a stack of pushed views, each in
// the tree after the root, where a search reaches it. A `NavigationLink(destination:)` pushes
// its destination when tapped (`activate()` in a test); a `NavigationLink(value:)` appends
// its value to the stack's path, and the stack shows the destination a
// `.navigationDestination(for:)` inside it makes for the value. `dismiss` in a pushed view
// pops back to the view below it.

/// A navigation container, as SwiftUI's `NavigationView`: its content, then the views its
/// links pushed.
public struct NavigationView<Content: View> {
  let content: Content

  /// A navigation view of `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// A navigation stack, as SwiftUI's `NavigationStack`: its root view, then the views pushed
/// onto it, by its links or by its path.
public struct NavigationStack<Root: View> {
  let root: Root
  let path: NavigationPathBinding?

  /// A stack showing `root`.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    path = nil
  }

  /// A stack bound to `path`: its values are the pushed screens, each shown by the
  /// `navigationDestination(for:)` for its type; pushing and popping write it.
  public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
    path: Binding<Data>, @ViewBuilder root: () -> Root
  ) where Data.Element: Hashable {
    self.root = root()
    self.path = NavigationPathBinding(
      get: { path.wrappedValue.map { AnyHashable($0) } },
      append: { value in
        guard let value = value.base as? Data.Element else { return false }
        path.wrappedValue.append(value)
        return true
      },
      removeLast: { count in path.wrappedValue.removeLast(Swift.min(count, path.wrappedValue.count))
      })
  }

  /// A stack bound to a type-erased `path`.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = NavigationPathBinding(
      get: { path.wrappedValue.elements },
      append: { value in
        path.wrappedValue.elements.append(value)
        return true
      },
      removeLast: { count in path.wrappedValue.removeLast(count) })
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// A type-erased list of pushed values, as SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable] = []

  /// An empty path.
  public init() {}

  /// A path of `elements`.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// How many values are pushed.
  public var count: Int { elements.count }
  /// Whether nothing is pushed.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  /// Pops the `k` values on top.
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(Swift.min(k, elements.count))
  }
}

/// How a stack reads and writes its path binding, whatever its type.
struct NavigationPathBinding {
  let get: () -> [AnyHashable]
  let append: (AnyHashable) -> Bool
  let removeLast: (Int) -> Void
}

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

extension NavigationView: PrimitiveView {
  static var readsState: Bool { true }

  func render(in context: inout RenderContext) {
    NavigationModel.renderStack(root: content, path: nil, in: &context)
  }

  static var fixedInspection: InspectionRole? { .view(.navigationView) }
}

extension NavigationStack: PrimitiveView {
  static var readsState: Bool { true }

  func render(in context: inout RenderContext) {
    NavigationModel.renderStack(root: root, path: path, in: &context)
  }

  static var fixedInspection: InspectionRole? { .view(.navigationStack) }
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
      if node.makesEveryRow || context.hadChild(at: .part("destination")),
        !Self.repeatsAnAncestorsDestination(node)
      {
        var environment = context.environment
        environment.isUnpresentedDestination = true
        context.child(.part("destination"), destination, environment: environment)
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

  static var fixedInspection: InspectionRole? { .view(.navigationLink) }

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

private struct IsUnpresentedDestinationKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether the views here are a link's destination made for inspection, not presented:
  /// their `onAppear`, `onDisappear` and `.task` do not run.
  var isUnpresentedDestination: Bool {
    get { self[IsUnpresentedDestinationKey.self] }
    set { self[IsUnpresentedDestinationKey.self] = newValue }
  }
}

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable, CustomStringConvertible {
  /// The placement's name.
  public let description: String

  /// Where the system puts it.
  public static let automatic = ToolbarItemPlacement(description: "automatic")
  /// The leading end of the navigation bar.
  public static let navigationBarLeading = ToolbarItemPlacement(
    description: "navigationBarLeading")
  /// The trailing end of the navigation bar.
  public static let navigationBarTrailing = ToolbarItemPlacement(
    description: "navigationBarTrailing")
  /// The leading end of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(description: "topBarLeading")
  /// The trailing end of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(description: "topBarTrailing")
  /// The centre of the navigation bar.
  public static let principal = ToolbarItemPlacement(description: "principal")
  /// The bottom toolbar.
  public static let bottomBar = ToolbarItemPlacement(description: "bottomBar")
  /// Above the keyboard.
  public static let keyboard = ToolbarItemPlacement(description: "keyboard")
  /// The primary action's place.
  public static let primaryAction = ToolbarItemPlacement(description: "primaryAction")
  /// A confirming action's place.
  public static let confirmationAction = ToolbarItemPlacement(description: "confirmationAction")
  /// A cancelling action's place.
  public static let cancellationAction = ToolbarItemPlacement(description: "cancellationAction")
  /// A destructive action's place.
  public static let destructiveAction = ToolbarItemPlacement(description: "destructiveAction")
  /// The status area of the bottom toolbar.
  public static let status = ToolbarItemPlacement(description: "status")
  /// The navigation area (a leading place on iOS).
  public static let navigation = ToolbarItemPlacement(description: "navigation")
  /// A secondary action (the overflow menu).
  public static let secondaryAction = ToolbarItemPlacement(description: "secondaryAction")
}

/// An item of a toolbar, as SwiftUI's `ToolbarItem`: its content, where it goes.
public struct ToolbarItem<ID, Content: View> {
  /// Where the item goes.
  public let placement: ToolbarItemPlacement
  let content: Content

  /// An item of `content` at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == Void {
    self.placement = placement
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// Several toolbar items at one place, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View> {
  /// Where the items go.
  public let placement: ToolbarItemPlacement
  let content: Content

  /// Items of `content` at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension ToolbarItem: PrimitiveView {
  func render(in context: inout RenderContext) {
    context.child(.position(0), content)
  }

  static var fixedInspection: InspectionRole? { .view(.toolbarItem) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.placement, placement)] }
}

extension ToolbarItemGroup: PrimitiveView {
  func render(in context: inout RenderContext) {
    context.child(.position(0), content)
  }

  static var fixedInspection: InspectionRole? { .view(.toolbarItem) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.placement, placement)] }
}

/// How a navigation bar shows its title, as SwiftUI's
/// `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
  /// How the title shows.
  public enum TitleDisplayMode: String, Hashable, Sendable {
    /// As the system decides.
    case automatic
    /// In the bar, small.
    case inline
    /// Large, below the bar.
    case large
  }
}

// Conformed in extensions, so the types are not isolated to the main actor: a view can be
// built anywhere (an XCTest method builds one before inspecting it); only `body` is.
extension NavigationView: View {}
extension NavigationStack: View {}
extension NavigationLink: View {}
extension ToolbarItem: View {}
extension ToolbarItemGroup: View {}

// MARK: Attribute keys

extension AttributeKey where Value == ToolbarItemPlacement {
  static var placement: Self { Self("placement") }
}
