/// A picker's look: inline.
public struct InlinePickerStyle: PickerStyle {
  /// A style inline.
  public init() {}
  /// The style's name.
  public var styleName: String { "inline" }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// A picker's look: inline.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
