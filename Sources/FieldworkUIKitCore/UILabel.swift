/// A label, as UIKit's `UILabel`: its text and styling kept and readable, never drawn.
/// Wrappers use it for counters and captions beside their fields.
open class UILabel: UIView {
  /// The text.
  open var text: String?
  /// The text with attributes, when set; setting it sets ``text`` too.
  open var attributedText: NSAttributedString? {
    didSet { text = attributedText?.string }
  }
  /// The font.
  open var font: UIFont! = .systemFont(ofSize: 17)
  /// The text's colour.
  open var textColor: UIColor! = .label
  /// How the text lines up.
  open var textAlignment: NSTextAlignment = .natural
  /// The most lines shown; 0 for no limit.
  open var numberOfLines = 1
  /// How long text breaks.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  /// Whether the text shrinks to fit. Kept.
  open var adjustsFontSizeToFitWidth = false
  /// Whether the font follows the person's text size. Kept.
  open var adjustsFontForContentSizeCategory = false
  /// Whether the label is enabled (drawn dimmed when not). Kept.
  open var isEnabled = true

  override var isAccessibilityElementByDefault: Bool { true }
  override var defaultAccessibilityTraits: UIAccessibilityTraits { .staticText }

  /// A label reads as its text, as in UIKit.
  override func accessibilityElement(path: String) -> AccessibilityElement {
    var element = super.accessibilityElement(path: path)
    if accessibilityLabel == nil { element.label = text ?? "" }
    element.isEnabled = element.isEnabled && isEnabled
    return element
  }

  /// The label's text, as the printed tree of a hosted screen shows it.
  public nonisolated override var description: String {
    let text = ifOnMainActor { self.text }
    return text.map { "UILabel(text: \(($0 ?? "nil").debugDescription))" } ?? "UILabel"
  }
}
