// A list's look is kept by name and never drawn, as is every look a style modifier takes
// (`.listStyle(.plain)`, `.buttonStyle(.bordered)`).

/// A list's look, as SwiftUI's `ListStyle`.
public protocol ListStyle: Sendable {
  /// The style's name.
  var name: ListStyleName { get }
}

extension ListStyle where Self == DefaultListStyle {
  /// The platform's list style.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  /// Rows without insets or grouping.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  /// Grouped rows.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// Grouped rows, inset.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  /// Inset rows.
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  /// A sidebar.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
