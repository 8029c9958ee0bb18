/// A view's layer, as Core Animation's `CALayer`: corners, border and shadow, kept and
/// readable. Nothing is drawn.
@MainActor
open class CALayer {
  /// The corner radius.
  open var cornerRadius: CGFloat = 0
  /// The border width.
  open var borderWidth: CGFloat = 0
  /// The border colour.
  open var borderColor: CGColor?
  /// The background colour.
  open var backgroundColor: CGColor?
  /// Whether sublayers are clipped to the bounds.
  open var masksToBounds = false
  /// The shadow colour.
  open var shadowColor: CGColor?
  /// The shadow opacity, 0...1.
  open var shadowOpacity: Float = 0
  /// The shadow offset.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow radius.
  open var shadowRadius: CGFloat = 3

  /// Creates a layer.
  public init() {}
}
