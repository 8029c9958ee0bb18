/// A label's look: its title and its icon.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// Title and icon.
  public init() {}
  /// The style's name.
  public var styleName: String { "titleAndIcon" }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// Title and icon.
  public static var titleAndIcon: TitleAndIconLabelStyle { .init() }
}
