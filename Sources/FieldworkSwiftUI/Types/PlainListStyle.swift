/// Rows without insets or grouping.
public struct PlainListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name.
  public var name: ListStyleName { ListStyleName(description: "plain") }
}

extension ListStyle where Self == PlainListStyle {
  /// Rows without insets or grouping.
  public static var plain: PlainListStyle { PlainListStyle() }
}
