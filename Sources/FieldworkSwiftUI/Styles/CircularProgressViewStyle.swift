/// A progress view's look: a spinner, or a ring for determinate progress.
public struct CircularProgressViewStyle: ProgressViewStyle {
  /// The tint, if set.
  public let tint: Color?

  /// A circular style.
  public init() { tint = nil }

  /// A circular style tinted `tint`.
  public init(tint: Color) { self.tint = tint }

  /// The style's name.
  public var styleName: String { tint.map { "circular(\($0))" } ?? "circular" }
}
