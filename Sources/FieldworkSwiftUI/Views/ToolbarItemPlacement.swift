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

  static var fixedRole: NodeRole? { .view(.toolbarItem) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.placement, placement)] }
}

extension ToolbarItemGroup: PrimitiveView {
  func render(in context: inout RenderContext) {
    context.child(.position(0), content)
  }

  static var fixedRole: NodeRole? { .view(.toolbarItem) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.placement, placement)] }
}

extension ToolbarItem: View {}

extension ToolbarItemGroup: View {}

// MARK: Attribute keys
