/// A label's look: its title and its icon.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// Title and icon.
  public init() {}
  /// The style's name.
  public var styleName: String { "titleAndIcon" }
}
