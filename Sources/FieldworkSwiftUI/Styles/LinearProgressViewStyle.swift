/// A progress view's look: a bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
  /// The tint, if set.
  public let tint: Color?

  /// A linear style.
  public init() { tint = nil }

  /// A linear style tinted `tint`.
  public init(tint: Color) { self.tint = tint }

  /// The style's name.
  public var styleName: String { tint.map { "linear(\($0))" } ?? "linear" }
}
