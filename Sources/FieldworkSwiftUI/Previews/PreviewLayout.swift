/// How a preview is sized, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
  /// A device's screen.
  case device
  /// As small as the content fits.
  case sizeThatFits
  /// A fixed size.
  case fixed(width: CGFloat, height: CGFloat)
}
