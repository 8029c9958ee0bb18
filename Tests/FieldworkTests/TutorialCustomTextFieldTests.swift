import Fieldwork
import Foundation
import Testing

/// The tutorials' `CustomTextField`, ported from `UIViewRepresentable` line for line: only the
/// type names changed (`UITextField` → `HeadlessTextField`, `makeUIView` → `makeView`, …).
/// Note what is missing: no `DispatchQueue.main.async` around the state writes in the
/// coordinator.
struct CustomTextField: Representable {
  @Binding var text: String
  @Binding var isFirstResponder: Bool
  var placeholder = ""

  var didBeginEditing: () -> Void = {}
  var didChange: () -> Void = {}
  var didEndEditing: () -> Void = {}
  var shouldReturn: () -> Void = {}

  func makeCoordinator() -> Coordinator {
    Coordinator(self)
  }

  func makeView(context: Context) -> HeadlessTextField {
    let textField = HeadlessTextField()
    textField.placeholder = placeholder
    textField.delegate = context.coordinator
    return textField
  }

  func updateView(_ textField: HeadlessTextField, context: Context) {
    // The tutorials assign unconditionally; an equal value changes nothing, caret included.
    textField.text = text
    context.coordinator.parent = self
    if isFirstResponder && !textField.isFirstResponder {
      textField.becomeFirstResponder()
    } else if !isFirstResponder && textField.isFirstResponder {
      textField.resignFirstResponder()
    }
  }

  final class Coordinator: HeadlessTextFieldDelegate {
    var parent: CustomTextField

    init(_ parent: CustomTextField) {
      self.parent = parent
    }

    func textFieldDidBeginEditing(_ textField: HeadlessTextField) {
      parent.isFirstResponder = true
      parent.didBeginEditing()
    }

    func textFieldDidChangeSelection(_ textField: HeadlessTextField) {
      if parent.text != textField.text {
        parent.text = textField.text
        parent.didChange()
      }
    }

    func textFieldDidEndEditing(_ textField: HeadlessTextField) {
      parent.isFirstResponder = false
      parent.didEndEditing()
    }

    func textFieldShouldReturn(_ textField: HeadlessTextField) -> Bool {
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

@MainActor @Suite struct TutorialCustomTextFieldTests {
  @MainActor final class Screen {
    @State var text = ""
    @State var isFirstResponder = false
    var edits: [String] = []
    var submitted: [String] = []
    var host: RepresentableHost<CustomTextField>!

    init() {
      host = RepresentableHost { [unowned self] in
        CustomTextField(text: $text, isFirstResponder: $isFirstResponder, placeholder: "Name")
          .onEdit { [unowned self] in edits.append(text) }
          .onReturn { [unowned self] in submitted.append(text) }
      }
    }
  }

  @Test func typingFlowsIntoStateWithoutAnAsyncHop() {
    let screen = Screen()
    screen.host.view.tap()
    #expect(screen.isFirstResponder)
    screen.host.view.type("Ada")
    #expect(screen.text == "Ada")
    #expect(screen.edits == ["A", "Ad", "Ada"])
  }

  @Test func editingInTheMiddleKeepsTheCaretDespiteUnconditionalAssignment() {
    let screen = Screen()
    let field = screen.host.view
    field.tap()
    field.type("Ad")
    field.select(NSRange(location: 1, length: 0))
    field.type("x")
    #expect(screen.text == "Axd")
    #expect(field.selectedRange == NSRange(location: 2, length: 0))
  }

  @Test func returnSubmitsAndDismisses() {
    let screen = Screen()
    screen.isFirstResponder = true
    #expect(screen.host.view.isFirstResponder)
    screen.host.view.type("Grace\n")
    #expect(screen.submitted == ["Grace"])
    #expect(!screen.isFirstResponder)
    #expect(!screen.host.view.isFirstResponder)
  }

  @Test func externalStateChangesShowUp() {
    let screen = Screen()
    screen.text = "preset"
    #expect(screen.host.view.text == "preset")
    #expect(screen.edits.isEmpty)
  }
}
