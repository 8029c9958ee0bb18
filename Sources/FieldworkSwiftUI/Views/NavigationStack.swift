// Navigation: `NavigationView` and `NavigationStack` keep a stack of pushed views, each in
// the tree after the root, where a search reaches it. A `NavigationLink(destination:)` pushes
// its destination when tapped (`activate()` in a test); a `NavigationLink(value:)` appends
// its value to the stack's path, and the stack shows the destination a
// `.navigationDestination(for:)` inside it makes for the value. `dismiss` in a pushed view
// pops back to the view below it.

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

extension NavigationStack: PrimitiveView {
  static var readsState: Bool { true }

  func render(in context: inout RenderContext) {
    NavigationModel.renderStack(root: root, path: path, in: &context)
  }

  static var fixedRole: NodeRole? { .view(.navigationStack) }
}

extension NavigationStack: View {}
