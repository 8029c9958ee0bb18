/// The box a text view lays its text out in, as UIKit's `NSTextContainer`: kept, since
/// nothing is laid out. Wrappers set `lineFragmentPadding = 0` to align text with a label.
@MainActor
public final class NSTextContainer {
  /// The space before and after each line's text. Kept.
  public var lineFragmentPadding: CGFloat = 5
  /// The most lines shown (0 for no limit). Kept.
  public var maximumNumberOfLines = 0
  /// How a line too long for the width breaks. Kept.
  public var lineBreakMode: NSLineBreakMode = .byWordWrapping
  /// The size of the box. Kept.
  public var size = CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude)
  /// Whether the width follows the text view's. Kept.
  public var widthTracksTextView = true

  init() {}
}
