/// A sidebar.
public struct SidebarListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name.
  public var name: ListStyleName { ListStyleName(description: "sidebar") }
}

extension ListStyle where Self == SidebarListStyle {
  /// A sidebar.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
