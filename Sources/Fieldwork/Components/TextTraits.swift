/// Keyboard traits, each unset (`nil`) until a modifier sets it.
struct TextTraits {
  var keyboardType: KeyboardType?
  /// Set to `.some(nil)` by `.textContentType(nil)`.
  var textContentType: TextContentType??
  var autocapitalization: TextAutocapitalizationType?
  var autocorrection: TextAutocorrectionType?
  var returnKeyType: ReturnKeyType?

  /// These traits, with the unset ones taken from `inherited`.
  func overriding(_ inherited: TextTraits) -> TextTraits {
    TextTraits(
      keyboardType: keyboardType ?? inherited.keyboardType,
      textContentType: textContentType ?? inherited.textContentType,
      autocapitalization: autocapitalization ?? inherited.autocapitalization,
      autocorrection: autocorrection ?? inherited.autocorrection,
      returnKeyType: returnKeyType ?? inherited.returnKeyType)
  }
}

/// A headless text control's keyboard traits and accessibility text: what a component's
/// modifiers set, and what inspection and the printed tree read back. The text field, the
/// text view and the search bar are one.
@MainActor package protocol TextTraitsControl: AnyObject {
  var keyboardType: KeyboardType { get set }
  var textContentType: TextContentType? { get set }
  var autocapitalizationType: TextAutocapitalizationType { get set }
  var autocorrectionType: TextAutocorrectionType { get set }
  var accessibilityLabel: String? { get set }
  var accessibilityHint: String? { get set }
  var accessibilityIdentifier: String? { get set }
}

struct TextTraitsKey: EnvironmentKey {
  static let defaultValue = TextTraits()
}
