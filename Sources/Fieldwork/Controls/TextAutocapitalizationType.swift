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
