// A phone field wrapped the way input-mask's users wrap one: the library's listener is the
// field's delegate, formats the text, and forwards the other delegate calls to the
// coordinator, which hears the extracted value as an `OnMaskedTextChangedListener`. On iOS
// the names come from UIKit and InputMask; here FieldworkUIKit has both.
#if canImport(UIKit)
  import InputMask
  import SwiftUI
  import UIKit
#else
  import FieldworkUIKit
#endif

struct MaskedPhoneField: UIViewRepresentable {
  @Binding var digits: String
  @Binding var isComplete: Bool
  var onReturn: () -> Void = {}

  func makeCoordinator() -> Coordinator {
    Coordinator(self)
  }

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    field.keyboardType = .phonePad
    field.placeholder = context.coordinator.masking.placeholder
    field.delegate = context.coordinator.masking
    return field
  }

  func updateUIView(_ field: UITextField, context: Context) {
    context.coordinator.parent = self
  }

  final class Coordinator: NSObject, UITextFieldDelegate, OnMaskedTextChangedListener {
    var parent: MaskedPhoneField
    let masking = MaskedTextInputListener(
      primaryFormat: "+1 ([000]) [000]-[0000]", affineFormats: ["+44 [0000] [000000]"])
    var selectionChanges = 0

    init(_ parent: MaskedPhoneField) {
      self.parent = parent
      super.init()
      masking.listener = self
      masking.textFieldDelegate = self
    }

    func textInput(
      _ textInput: UITextInput, didExtractValue value: String,
      didFillMandatoryCharacters complete: Bool, didComputeTailPlaceholder tailPlaceholder: String
    ) {
      parent.digits = value
      parent.isComplete = complete
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      parent.onReturn()
      textField.resignFirstResponder()
      return true
    }

    func textFieldDidChangeSelection(_ textField: UITextField) {
      selectionChanges += 1
    }

    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      // The app refuses pasted text with a star in it, before the mask sees it.
      !string.contains("*")
    }
  }
}
