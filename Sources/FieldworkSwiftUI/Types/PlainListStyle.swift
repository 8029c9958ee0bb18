/// Rows without insets or grouping.
public struct PlainListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name.
  public var name: ListStyleName { ListStyleName(description: "plain") }
}

/// Grouped rows.
public struct GroupedListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name.
  public var name: ListStyleName { ListStyleName(description: "grouped") }
}

/// Grouped rows, inset.
public struct InsetGroupedListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name.
  public var name: ListStyleName { ListStyleName(description: "insetGrouped") }
}
