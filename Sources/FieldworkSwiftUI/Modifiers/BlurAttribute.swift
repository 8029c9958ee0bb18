/// A `.blur` as recorded.
struct BlurAttribute: CustomStringConvertible {
  let radius: CGFloat
  let isOpaque: Bool
  var description: String { EdgeInsets.format(radius) + (isOpaque ? ", opaque" : "") }
}
