// The custom text field tutorial, written for iOS: closures for the delegate's events, an
// `onEdit` modifier, focus bound to a `Bool`, and the usual `DispatchQueue.main.async` hop
// around state writes (UIKit warns about "Modifying state during view update" without it).
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
    textField.font = UIFont.preferredFont(forTextStyle: .body)
    textField.textColor = .label
    textField.borderStyle = .roundedRect
    textField.returnKeyType = .done
    textField.setContentHuggingPriority(.defaultHigh, for: .vertical)
    textField.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
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
  func onBeginEditing(_ action: @escaping () -> Void) -> CustomTextField {
    var copy = self
    copy.didBeginEditing = action
    return copy
  }

  func onEdit(_ action: @escaping () -> Void) -> CustomTextField {
    var copy = self
    copy.didChange = action
    return copy
  }

  func onEndEditing(_ action: @escaping () -> Void) -> CustomTextField {
    var copy = self
    copy.didEndEditing = action
    return copy
  }

  func onReturn(_ action: @escaping () -> Void) -> CustomTextField {
    var copy = self
    copy.shouldReturn = action
    return copy
  }
}
