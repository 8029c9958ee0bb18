extension NSAttributedString.Key {
  /// The font of the text, as UIKit's `.font`.
  public static var font: NSAttributedString.Key { NSAttributedString.Key("NSFont") }
  /// The colour of the text, as UIKit's `.foregroundColor`.
  public static var foregroundColor: NSAttributedString.Key { NSAttributedString.Key("NSColor") }
  /// The colour behind the text, as UIKit's `.backgroundColor`.
  public static var backgroundColor: NSAttributedString.Key {
    NSAttributedString.Key("NSBackgroundColor")
  }
}
