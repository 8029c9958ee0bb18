/// Grouped rows.
public struct GroupedListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name.
  public var name: ListStyleName { ListStyleName(description: "grouped") }
}
