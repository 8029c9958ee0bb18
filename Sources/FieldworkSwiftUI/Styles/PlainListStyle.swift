/// Rows without insets or grouping.
public struct PlainListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name.
  public var name: ListStyleName { ListStyleName(description: "plain") }
}
