// The custom text field tutorial's screen, written for iOS: the tutorial's UITextField
// wrapper with closures and an `onEdit` modifier, beside SwiftUI's own fields, with
// `@FocusState`, `.onChange(of:)` validation and a submit button.
#if canImport(UIKit)
  import SwiftUI
  import UIKit
#else
  import FieldworkUIKit
#endif

struct CustomTextField: UIViewRepresentable {
  @Binding var text: String
  @Binding var isFirstResponder: Bool
  var placeholder: String = ""

  var didBeginEditing: () -> Void = {}
  var didChange: () -> Void = {}
  var didEndEditing: () -> Void = {}
  var shouldReturn: () -> Void = {}

  func makeCoordinator() -> Coordinator {
    Coordinator(self)
  }

  func makeUIView(context: Context) -> UITextField {
    let textField = UITextField(frame: .zero)
    textField.placeholder = placeholder
    textField.delegate = context.coordinator
    textField.borderStyle = .roundedRect
    textField.returnKeyType = .done
    return textField
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    uiView.text = text
    context.coordinator.parent = self
    if isFirstResponder && !uiView.isFirstResponder {
      uiView.becomeFirstResponder()
    } else if !isFirstResponder && uiView.isFirstResponder {
      uiView.resignFirstResponder()
    }
  }

  class Coordinator: NSObject, UITextFieldDelegate {
    var parent: CustomTextField

    init(_ textField: CustomTextField) {
      self.parent = textField
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
      DispatchQueue.main.async {
        self.parent.isFirstResponder = true
        self.parent.didBeginEditing()
      }
    }

    func textFieldDidChangeSelection(_ textField: UITextField) {
      if parent.text != textField.text {
        parent.text = textField.text ?? ""
        parent.didChange()
      }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
      DispatchQueue.main.async {
        self.parent.isFirstResponder = false
        self.parent.didEndEditing()
      }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      parent.shouldReturn()
      textField.resignFirstResponder()
      return false
    }
  }
}

extension CustomTextField {
  func onEdit(_ action: @escaping () -> Void) -> CustomTextField {
    var copy = self
    copy.didChange = action
    return copy
  }

  func onReturn(_ action: @escaping () -> Void) -> CustomTextField {
    var copy = self
    copy.shouldReturn = action
    return copy
  }
}

struct ProfileView: View {
  enum Field: Hashable {
    case nickname, email
  }

  @State private var name = ""
  @State private var isEditingName = false
  @State private var nickname = ""
  @State private var email = ""
  @State private var emailError: String?
  @State private var edits = 0
  @State private var saved = false
  @FocusState var focusedField: Field?

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      CustomTextField(text: $name, isFirstResponder: $isEditingName, placeholder: "Name")
        .onEdit { edits += 1 }
        .onReturn { focusedField = .nickname }
        .frame(height: 44)

      TextField("Nickname", text: $nickname)
        .focused($focusedField, equals: .nickname)
        .submitLabel(.next)
        .onSubmit { focusedField = .email }

      TextField("Email", text: $email)
        .keyboardType(.emailAddress)
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
        .focused($focusedField, equals: .email)
        .onChange(of: email) { _, newValue in
          emailError = newValue.contains("@") ? nil : "Enter an email address"
        }

      if let emailError {
        Text(emailError)
          .font(.caption)
          .foregroundColor(.red)
      }

      Button("Save") { saved = true }
        .disabled(name.isEmpty || emailError != nil || email.isEmpty)

      Text(saved ? "Saved" : "Edited \(edits) times")
        .accessibilityIdentifier("status")
    }
    .padding()
    .onChange(of: focusedField) { old, new in
      if old == .email, new != .email, email.isEmpty {
        emailError = "Email is required"
      }
    }
  }
}

struct ProfileView_Previews: PreviewProvider {
  static var previews: some View {
    ProfileView()
  }
}
