/// Whether a field autocorrects, as `UITextAutocorrectionType`.
public enum TextAutocorrectionType: Sendable, Hashable, CaseIterable {
  /// The behaviour appropriate to the current input method (UIKit's default).
  case `default`
  /// Never autocorrect.
  case no
  /// Autocorrect.
  case yes
}
