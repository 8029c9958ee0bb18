/// A label's look: its icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
  /// Icon only.
  public init() {}
  /// The style's name.
  public var styleName: String { "iconOnly" }
}
