/// How a field capitalises typed text, as `UITextAutocapitalizationType`.
public enum TextAutocapitalizationType: Sendable, Hashable, CaseIterable {
  /// No automatic capitalisation.
  case none
  /// The first letter of each word.
  case words
  /// The first letter of each sentence (UIKit's default).
  case sentences
  /// Every letter.
  case allCharacters
}

/// Whether a field autocorrects, as `UITextAutocorrectionType`.
public enum TextAutocorrectionType: Sendable, Hashable, CaseIterable {
  /// The behaviour appropriate to the current input method (UIKit's default).
  case `default`
  /// Never autocorrect.
  case no
  /// Autocorrect.
  case yes
}

/// The keyboard a front end shows for a field, as `UIKeyboardType`.
public enum KeyboardType: Sendable, Hashable, CaseIterable {
  /// The default keyboard for the current input method.
  case `default`
  /// A keyboard with ASCII characters only.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  /// A keyboard for URLs.
  case URL
  /// Digits 0–9.
  case numberPad
  /// A telephone keypad.
  case phonePad
  /// A keypad for names and phone numbers.
  case namePhonePad
  /// A keyboard for email addresses.
  case emailAddress
  /// Digits and a decimal separator.
  case decimalPad
  /// A keyboard with `@` and `#` close at hand.
  case twitter
  /// A keyboard for search terms and URLs.
  case webSearch
  /// An ASCII-only number pad.
  case asciiCapableNumberPad
}
