/// A sidebar.
public struct SidebarListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name.
  public var name: ListStyleName { ListStyleName(description: "sidebar") }
}
