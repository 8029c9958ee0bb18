/// A navigation container, as SwiftUI's `NavigationView`: its content, with the title and
/// toolbar its content sets. Nothing is pushed headlessly.
public struct NavigationView<Content: View> {
  let content: Content

  /// A navigation view of `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// A navigation stack, as SwiftUI's `NavigationStack`: its root view, with the title and
/// toolbar it sets. Nothing is pushed headlessly.
public struct NavigationStack<Root: View> {
  let root: Root

  /// A stack showing `root`.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
  }

  /// A stack bound to a navigation path, showing `root` (the path is kept, not followed).
  public init<Path>(path: Binding<Path>, @ViewBuilder root: () -> Root) {
    self.root = root()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// A button that navigates to a destination, as SwiftUI's `NavigationLink`. Headless, the
/// label is in the tree; the destination is made only for inspection to read
/// (``InspectableView/destination()``).
public struct NavigationLink<Label: View, Destination: View> {
  let label: Label
  let destination: Destination

  /// A link showing `label` that navigates to `destination`.
  public init(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.destination = destination()
  }

  /// A link showing `label` that navigates to `destination`.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.destination = destination
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension NavigationLink where Label == Text {
  /// A link titled `title` that navigates to `destination`.
  public init(_ title: String, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link titled `title` that navigates to the destination `destination` builds.
  public init(_ title: String, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination()) { Text(title) }
  }
}

extension NavigationView: PrimitiveView {
  func render(in context: inout RenderContext) {
    context.child(.position(0), content)
  }

  var inspection: InspectionRole { .view(.navigationView) }
}

extension NavigationStack: PrimitiveView {
  func render(in context: inout RenderContext) {
    context.child(.position(0), root)
  }

  var inspection: InspectionRole { .view(.navigationStack) }
}

extension NavigationLink: PrimitiveView {
  func render(in context: inout RenderContext) {
    context.child(.position(0), label)
  }

  var inspection: InspectionRole { .view(.navigationLink) }
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

  var inspection: InspectionRole { .view(.toolbarItem) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute("placement", placement)] }
}

extension ToolbarItemGroup: PrimitiveView {
  func render(in context: inout RenderContext) {
    context.child(.position(0), content)
  }

  var inspection: InspectionRole { .view(.toolbarItem) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute("placement", placement)] }
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
