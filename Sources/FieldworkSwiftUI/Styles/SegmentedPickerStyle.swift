/// A picker's look: segmented.
public struct SegmentedPickerStyle: PickerStyle {
  /// A style segmented.
  public init() {}
  /// The style's name.
  public var styleName: String { "segmented" }
}
