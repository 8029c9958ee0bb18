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

/// Whether a field adds and removes spaces around pastes, as UIKit's
/// `UITextSmartInsertDeleteType`. Kept.
public enum UITextSmartInsertDeleteType: Int, Sendable, Hashable, CaseIterable {
  /// The input method's default.
  case `default` = 0
  /// Never.
  case no = 1
  /// Always.
  case yes = 2
}

/// The look of the keyboard, as UIKit's `UIKeyboardAppearance`. Kept.
public enum UIKeyboardAppearance: Int, Sendable, Hashable, CaseIterable {
  /// The system's.
  case `default` = 0
  /// Dark.
  case dark = 1
  /// Light.
  case light = 2
}

/// The directions a text position moves in, as UIKit's `UITextLayoutDirection`.
public enum UITextLayoutDirection: Int, Sendable, Hashable, CaseIterable {
  /// Towards the end of the text, in a left-to-right script.
  case right = 2
  /// Towards the start.
  case left = 3
  /// One line up.
  case up = 4
  /// One line down.
  case down = 5
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

/// The rules a password must follow, as UIKit's `UITextInputPasswordRules`: a descriptor
/// such as `"required: lower; required: digit; minlength: 8;"`, kept for a test to read.
public final class UITextInputPasswordRules: NSObject, @unchecked Sendable {
  // `@unchecked Sendable` is sound: the only stored property is an immutable `String`.

  /// The rules, in the password rules language.
  public let passwordRulesDescriptor: String

  /// Rules described by `passwordRulesDescriptor`.
  public init(descriptor passwordRulesDescriptor: String) {
    self.passwordRulesDescriptor = passwordRulesDescriptor
    super.init()
  }

  /// The descriptor.
  public override var description: String { passwordRulesDescriptor }
}
