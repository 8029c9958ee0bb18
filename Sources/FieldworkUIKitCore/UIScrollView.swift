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
