/// How paragraphs of attributed text are laid out, as UIKit's `NSParagraphStyle`: kept and
/// readable, never drawn. Put one in attributes under `.paragraphStyle`.
open class NSParagraphStyle: NSObject {
  /// How lines line up.
  public internal(set) var alignment: NSTextAlignment = .natural
  /// The space between lines.
  public internal(set) var lineSpacing: CGFloat = 0
  /// The space after a paragraph.
  public internal(set) var paragraphSpacing: CGFloat = 0
  /// The space before a paragraph.
  public internal(set) var paragraphSpacingBefore: CGFloat = 0
  /// The indent of a paragraph's first line.
  public internal(set) var firstLineHeadIndent: CGFloat = 0
  /// The indent of its other lines.
  public internal(set) var headIndent: CGFloat = 0
  /// The trailing indent.
  public internal(set) var tailIndent: CGFloat = 0
  /// How lines break.
  public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
  /// The least line height.
  public internal(set) var minimumLineHeight: CGFloat = 0
  /// The greatest line height.
  public internal(set) var maximumLineHeight: CGFloat = 0
  /// The line height's multiple.
  public internal(set) var lineHeightMultiple: CGFloat = 0

  /// The default style.
  public override init() {
    super.init()
  }

  /// The default style, as UIKit's `NSParagraphStyle.default`.
  public static var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// A mutable copy of the style.
  open override func mutableCopy() -> Any {
    let copy = NSMutableParagraphStyle()
    copy.alignment = alignment
    copy.lineSpacing = lineSpacing
    copy.paragraphSpacing = paragraphSpacing
    copy.paragraphSpacingBefore = paragraphSpacingBefore
    copy.firstLineHeadIndent = firstLineHeadIndent
    copy.headIndent = headIndent
    copy.tailIndent = tailIndent
    copy.lineBreakMode = lineBreakMode
    copy.minimumLineHeight = minimumLineHeight
    copy.maximumLineHeight = maximumLineHeight
    copy.lineHeightMultiple = lineHeightMultiple
    return copy
  }
}

extension NSAttributedString.Key {
  /// The paragraph style of the text, as UIKit's `.paragraphStyle`.
  public static var paragraphStyle: NSAttributedString.Key {
    NSAttributedString.Key("NSParagraphStyle")
  }
  /// The spacing between characters, as UIKit's `.kern`.
  public static var kern: NSAttributedString.Key { NSAttributedString.Key("NSKern") }
  /// The underline, as UIKit's `.underlineStyle`.
  public static var underlineStyle: NSAttributedString.Key {
    NSAttributedString.Key("NSUnderline")
  }
  /// A link, as UIKit's `.link`.
  public static var link: NSAttributedString.Key { NSAttributedString.Key("NSLink") }
}
