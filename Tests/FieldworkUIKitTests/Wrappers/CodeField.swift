// Patterns of popular UITextField wrappers, written for iOS: a subclass that reports
// backspace in an empty field (one-time-code inputs), a formatting coordinator that rewrites
// the text and puts the caret back with UITextPosition, padding through textRect overrides,
// `@Environment(\.isEnabled)`, target–action in its closure form, and a layer border.
#if canImport(UIKit)
  import SwiftUI
  import UIKit
#else
  import FieldworkUIKit
#endif

/// A field that tells when backspace is pressed with nothing left to delete.
final class BackspaceTextField: UITextField {
  var onDeleteBackwardWhenEmpty: () -> Void = {}
  var insertedTexts: [String] = []
  let padding = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.cornerRadius = 8
    layer.borderWidth = 1
    layer.borderColor = UIColor.systemGray4.cgColor
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func deleteBackward() {
    if text?.isEmpty ?? true {
      onDeleteBackwardWhenEmpty()
    }
    super.deleteBackward()
  }

  override func insertText(_ text: String) {
    insertedTexts.append(text)
    super.insertText(text)
  }

  override func textRect(forBounds bounds: CGRect) -> CGRect {
    bounds.inset(by: padding)
  }

  override func editingRect(forBounds bounds: CGRect) -> CGRect {
    bounds.inset(by: padding)
  }
}

/// A phone number field that formats as the person types, keeping the caret after the digit
/// just typed.
struct PhoneNumberField: UIViewRepresentable {
  @Binding var digits: String
  var onBackspaceWhenEmpty: () -> Void = {}
  @Environment(\.isEnabled) private var isEnabled

  func makeCoordinator() -> Coordinator {
    Coordinator(self)
  }

  func makeUIView(context: Context) -> BackspaceTextField {
    let textField = BackspaceTextField(frame: .zero)
    textField.delegate = context.coordinator
    textField.keyboardType = .phonePad
    textField.textContentType = .telephoneNumber
    textField.clearButtonMode = .whileEditing
    textField.onDeleteBackwardWhenEmpty = { context.coordinator.parent.onBackspaceWhenEmpty() }
    textField.addAction(
      UIAction { action in
        guard let field = action.sender as? UITextField else { return }
        context.coordinator.editingChanged(field)
      }, for: .editingChanged)
    return textField
  }

  func updateUIView(_ uiView: BackspaceTextField, context: Context) {
    context.coordinator.parent = self
    uiView.isEnabled = isEnabled
    let formatted = Self.format(digits)
    if uiView.text != formatted {
      uiView.text = formatted
    }
  }

  static func format(_ digits: String) -> String {
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index == 3 || index == 6 { result += "-" }
      result.append(digit)
    }
    return result
  }

  class Coordinator: NSObject, UITextFieldDelegate {
    var parent: PhoneNumberField
    var changes = 0

    init(_ parent: PhoneNumberField) {
      self.parent = parent
    }

    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      string.allSatisfy { $0.isNumber }
    }

    func editingChanged(_ textField: UITextField) {
      changes += 1
      guard let text = textField.text, let selection = textField.selectedTextRange else { return }
      // How many digits stand before the caret: they stay before it once re-formatted.
      let caret = textField.offset(from: textField.beginningOfDocument, to: selection.start)
      let digitsBeforeCaret = text.utf16.prefix(caret).filter { $0 >= 48 && $0 <= 57 }.count
      let digits = String(text.filter { $0.isNumber })
      let formatted = PhoneNumberField.format(digits)
      if formatted != text {
        textField.text = formatted
      }
      parent.digits = digits
      var offset = 0
      var seen = 0
      for unit in formatted.utf16 {
        if seen == digitsBeforeCaret { break }
        offset += 1
        if unit >= 48 && unit <= 57 { seen += 1 }
      }
      if let position = textField.position(from: textField.beginningOfDocument, offset: offset) {
        textField.selectedTextRange = textField.textRange(from: position, to: position)
      }
    }
  }
}
