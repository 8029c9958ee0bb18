/// How typed text is capitalised, as SwiftUI's `TextInputAutocapitalization`: set with
/// ``TextField/textInputAutocapitalization(_:)``.
public enum TextInputAutocapitalization: Sendable, Hashable, CaseIterable {
  /// No automatic capitalisation.
  case never
  /// The first letter of each word.
  case words
  /// The first letter of each sentence (the default).
  case sentences
  /// Every letter.
  case characters

  /// The capitalisation type a headless field uses for this value.
  public var autocapitalizationType: TextAutocapitalizationType {
    switch self {
    case .never: .none
    case .words: .words
    case .sentences: .sentences
    case .characters: .allCharacters
    }
  }
}
