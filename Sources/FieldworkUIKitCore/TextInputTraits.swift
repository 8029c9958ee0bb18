/// The keyboard a field shows, as UIKit's `UIKeyboardType`: Fieldwork's `KeyboardType`,
/// whose cases are UIKit's.
public typealias UIKeyboardType = KeyboardType

/// The return key's title, as UIKit's `UIReturnKeyType`: Fieldwork's `ReturnKeyType`.
public typealias UIReturnKeyType = ReturnKeyType

/// How typed text is capitalised, as UIKit's `UITextAutocapitalizationType`.
public typealias UITextAutocapitalizationType = TextAutocapitalizationType

/// Whether typed text is autocorrected, as UIKit's `UITextAutocorrectionType`.
public typealias UITextAutocorrectionType = TextAutocorrectionType

/// The meaning of a field's content, as UIKit's `UITextContentType` (`.oneTimeCode`,
/// `.name`, `.password`, …).
public typealias UITextContentType = TextContentType

/// Whether a field checks spelling, as UIKit's `UITextSpellCheckingType`. Kept.
public enum UITextSpellCheckingType: Int, Sendable, Hashable, CaseIterable {
  /// The input method's default.
  case `default` = 0
  /// Never.
  case no = 1
  /// Always.
  case yes = 2
}

/// Whether a field turns quotes into smart quotes, as UIKit's `UITextSmartQuotesType`. Kept.
public enum UITextSmartQuotesType: Int, Sendable, Hashable, CaseIterable {
  /// The input method's default.
  case `default` = 0
  /// Never.
  case no = 1
  /// Always.
  case yes = 2
}

/// Whether a field turns hyphens into dashes, as UIKit's `UITextSmartDashesType`. Kept.
public enum UITextSmartDashesType: Int, Sendable, Hashable, CaseIterable {
  /// The input method's default.
  case `default` = 0
  /// Never.
  case no = 1
  /// Always.
  case yes = 2
}

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
