// A password field wrapper, written for iOS from UIKit's documentation: a rounded font made
// from a descriptor, password rules, a centred placeholder styled with a paragraph style,
// a "Done" toolbar above the keyboard, the field pinned inside a container with
// constraints, and an observer of the keyboard's notifications. The toolbar's action holds
// the field weakly: the field holds the toolbar, so a strong capture is a cycle (on iOS too).
#if canImport(UIKit)
  import SwiftUI
  import UIKit
#else
  import FieldworkUIKit
#endif

struct PasswordField: UIViewRepresentable {
  @Binding var password: String
  var placeholder = "Password"

  func makeCoordinator() -> Coordinator {
    Coordinator(password: $password)
  }

  func makeUIView(context: Context) -> UIView {
    let container = UIView()
    let field = UITextField()
    field.isSecureTextEntry = true
    field.textContentType = .newPassword
    field.passwordRules = UITextInputPasswordRules(
      descriptor: "required: lower; required: upper; required: digit; minlength: 8;")
    let body = UIFont.preferredFont(forTextStyle: .body)
    if let rounded = body.fontDescriptor.withDesign(.rounded) {
      field.font = UIFont(descriptor: rounded, size: 0)
    }
    let centred = NSMutableParagraphStyle()
    centred.alignment = .center
    field.attributedPlaceholder = NSAttributedString(
      string: placeholder,
      attributes: [.paragraphStyle: centred, .foregroundColor: UIColor.placeholderText])
    field.delegate = context.coordinator

    let toolbar = UIToolbar()
    toolbar.items = [
      UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
      UIBarButtonItem(
        systemItem: .done,
        primaryAction: UIAction { [weak field] _ in
          field?.resignFirstResponder()
        }),
    ]
    toolbar.sizeToFit()
    field.inputAccessoryView = toolbar

    field.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(field)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
      field.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
      field.centerYAnchor.constraint(equalTo: container.centerYAnchor),
      field.heightAnchor.constraint(equalToConstant: 44),
    ])

    context.coordinator.observeKeyboard()
    return container
  }

  func updateUIView(_ uiView: UIView, context: Context) {
    guard let field = uiView.subviews.first as? UITextField else { return }
    if field.text != password { field.text = password }
  }

  final class Coordinator: NSObject, UITextFieldDelegate {
    @Binding var password: String
    private(set) var keyboardShows = 0
    private var observer: NSObjectProtocol?

    init(password: Binding<String>) {
      _password = password
    }

    func observeKeyboard() {
      observer = NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.keyboardShows += 1 }
      }
    }

    func textFieldDidChangeSelection(_ textField: UITextField) {
      password = textField.text ?? ""
    }
  }
}
