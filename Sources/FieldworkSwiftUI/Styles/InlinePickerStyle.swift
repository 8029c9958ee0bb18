/// A picker's look: inline.
public struct InlinePickerStyle: PickerStyle {
  /// A style inline.
  public init() {}
  /// The style's name.
  public var styleName: String { "inline" }
}
