import Fieldwork
import Foundation

/// Hears what a ``MaskedTextInputListener`` made of its field's text after each edit:
/// input-mask's protocol, so a coordinator written for it compiles as it is.
@MainActor
public protocol OnMaskedTextChangedListener: AnyObject {
  /// The field's text changed: its extracted value, whether every mandatory character is
  /// there, and the placeholder of what is left to type.
  func textInput(
    _ textInput: any UITextInput, didExtractValue value: String,
    didFillMandatoryCharacters complete: Bool, didComputeTailPlaceholder tailPlaceholder: String)
}
