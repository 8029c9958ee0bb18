/// A shape style of any type, as SwiftUI's `AnyShapeStyle`: what a property or a ternary
/// holds when its branches are of different styles
/// (`isDone ? AnyShapeStyle(.secondary) : AnyShapeStyle(Color.blue)`).
public struct AnyShapeStyle: ShapeStyle {
  /// The style wrapped.
  public let base: any ShapeStyle

  /// Wraps `style`; an `AnyShapeStyle` is not wrapped twice.
  public init<S: ShapeStyle>(_ style: S) {
    base = (style as? AnyShapeStyle)?.base ?? style
  }

  /// The wrapped style's description.
  public var description: String { base.description }
}
