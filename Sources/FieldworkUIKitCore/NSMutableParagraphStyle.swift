/// A paragraph style to build, as UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {
  /// How lines line up.
  open override var alignment: NSTextAlignment {
    get { super.alignment }
    set { super.alignment = newValue }
  }
  /// The space between lines.
  open override var lineSpacing: CGFloat {
    get { super.lineSpacing }
    set { super.lineSpacing = newValue }
  }
  /// The space after a paragraph.
  open override var paragraphSpacing: CGFloat {
    get { super.paragraphSpacing }
    set { super.paragraphSpacing = newValue }
  }
  /// The space before a paragraph.
  open override var paragraphSpacingBefore: CGFloat {
    get { super.paragraphSpacingBefore }
    set { super.paragraphSpacingBefore = newValue }
  }
  /// The indent of a paragraph's first line.
  open override var firstLineHeadIndent: CGFloat {
    get { super.firstLineHeadIndent }
    set { super.firstLineHeadIndent = newValue }
  }
  /// The indent of its other lines.
  open override var headIndent: CGFloat {
    get { super.headIndent }
    set { super.headIndent = newValue }
  }
  /// The trailing indent.
  open override var tailIndent: CGFloat {
    get { super.tailIndent }
    set { super.tailIndent = newValue }
  }
  /// How lines break.
  open override var lineBreakMode: NSLineBreakMode {
    get { super.lineBreakMode }
    set { super.lineBreakMode = newValue }
  }
  /// The least line height.
  open override var minimumLineHeight: CGFloat {
    get { super.minimumLineHeight }
    set { super.minimumLineHeight = newValue }
  }
  /// The greatest line height.
  open override var maximumLineHeight: CGFloat {
    get { super.maximumLineHeight }
    set { super.maximumLineHeight = newValue }
  }
  /// The line height's multiple.
  open override var lineHeightMultiple: CGFloat {
    get { super.lineHeightMultiple }
    set { super.lineHeightMultiple = newValue }
  }
}
