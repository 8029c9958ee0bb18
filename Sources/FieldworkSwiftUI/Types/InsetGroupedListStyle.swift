/// Grouped rows, inset.
public struct InsetGroupedListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name.
  public var name: ListStyleName { ListStyleName(description: "insetGrouped") }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// Grouped rows, inset.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
