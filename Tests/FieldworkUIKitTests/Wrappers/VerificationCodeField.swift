// A verification-code field written for iOS: pasting is refused through
// `canPerformAction(_:withSender:)`, and the tint comes from a SwiftUI `Color` through
// `UIColor(_:)`. Only the import block differs from the iOS file.
#if canImport(UIKit)
  import SwiftUI
  import UIKit
#else
  import FieldworkUIKit
#endif

final class NoPasteTextField: UITextField {
  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    if action == Selector("paste:") { return false }
    return super.canPerformAction(action, withSender: sender)
  }
}

struct VerificationCodeField: UIViewRepresentable {
  @Binding var code: String
  var tint: Color = .green

  func makeUIView(context: Context) -> NoPasteTextField {
    let field = NoPasteTextField()
    field.keyboardType = .numberPad
    field.tintColor = UIColor(tint)
    field.addAction(
      UIAction { [weak field] _ in context.coordinator.code = field?.text ?? "" },
      for: .editingChanged)
    return field
  }

  func updateUIView(_ field: NoPasteTextField, context: Context) {
    if field.text != code { field.text = code }
  }

  func makeCoordinator() -> Coordinator { Coordinator(code: $code) }

  final class Coordinator: NSObject {
    @Binding var code: String
    init(code: Binding<String>) { _code = code }
  }
}
