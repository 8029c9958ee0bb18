/// A label's look: its title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// Title only.
  public init() {}
  /// The style's name.
  public var styleName: String { "titleOnly" }
}
