/// A control whose keyboard traits a component sets: the text field and the text view.
@MainActor protocol TextTraitsControl: AnyObject {
  var keyboardType: KeyboardType { get set }
  var textContentType: TextContentType? { get set }
  var autocapitalizationType: TextAutocapitalizationType { get set }
  var autocorrectionType: TextAutocorrectionType { get set }
  var accessibilityLabel: String? { get set }
  var accessibilityHint: String? { get set }
  var accessibilityIdentifier: String? { get set }
}
