/// The platform's list style.
public struct DefaultListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name.
  public var name: ListStyleName { ListStyleName(description: "automatic") }
}
