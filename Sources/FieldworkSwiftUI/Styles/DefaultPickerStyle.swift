/// A picker's look: the platform's.
public struct DefaultPickerStyle: PickerStyle {
  /// A style the platform's.
  public init() {}
  /// The style's name.
  public var styleName: String { "automatic" }
}
