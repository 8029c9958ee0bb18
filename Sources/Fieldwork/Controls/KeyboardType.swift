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
