/// A view that scrolls its content, as UIKit's `UIScrollView`: the offsets and insets are
/// kept, never scrolled or drawn. It is here so a ``UITextView`` wrapper that sets
/// `isScrollEnabled = false` (to size itself to its text) compiles as it is.
@MainActor
open class UIScrollView: UIView {
  /// How a scroll view dismisses the keyboard while scrolling, as
  /// `UIScrollView.KeyboardDismissMode`.
  public enum KeyboardDismissMode: Int, Sendable, Hashable, CaseIterable {
    /// Never (UIKit's default).
    case none = 0
    /// As soon as scrolling begins.
    case onDrag = 1
    /// Along with a drag that goes below the keyboard.
    case interactive = 2
  }

  /// Where the content's top left corner shows. Kept.
  open var contentOffset: CGPoint = .zero
  /// The size of the content. Kept.
  open var contentSize: CGSize = .zero
  /// Room around the content. Kept.
  open var contentInset: UIEdgeInsets = .zero
  /// Whether a person may scroll. Kept.
  open var isScrollEnabled = true
  /// Whether scrolling stops on page boundaries. Kept.
  open var isPagingEnabled = false
  /// Whether the content bounces past its end. Kept.
  open var bounces = true
  /// Whether vertical bouncing happens even when the content fits. Kept.
  open var alwaysBounceVertical = false
  /// Whether the vertical indicator shows. Kept.
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator shows. Kept.
  open var showsHorizontalScrollIndicator = true
  /// How scrolling dismisses the keyboard. Kept.
  open var keyboardDismissMode: KeyboardDismissMode = .none

  /// Sets ``contentOffset``; nothing animates.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }
}

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

/// How a line too long for its box breaks, as UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable, Hashable, CaseIterable {
  /// At word boundaries (a text view's default).
  case byWordWrapping = 0
  /// At any character.
  case byCharWrapping = 1
  /// Not at all: the text is clipped.
  case byClipping = 2
  /// With an ellipsis at the start.
  case byTruncatingHead = 3
  /// With an ellipsis at the end.
  case byTruncatingTail = 4
  /// With an ellipsis in the middle.
  case byTruncatingMiddle = 5
}
