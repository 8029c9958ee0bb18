/// A background filled with a style in a shape, as `.background(_:in:)` records it: printed as
/// the style and the shape, and read by the contrast audit as the colour the text sits on
/// when the style is a colour.
struct ShapedBackground: CustomStringConvertible {
  /// The colour the style fills with, when it is one.
  let color: Color?
  let description: String
}
