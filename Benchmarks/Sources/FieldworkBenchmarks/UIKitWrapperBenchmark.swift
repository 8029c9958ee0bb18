import Dispatch
import FieldworkUIKit

/// A keystroke through the custom text field tutorial's wrapper written with UIKit's names
/// (against FieldworkUIKit), beside the same wrapper written with Fieldwork's headless
/// names, measured alternately in one run: what the naming layer costs.
@MainActor
enum UIKitWrapperBenchmark {
  static func run() {
    let rounds = 5
    let keystrokesPerRound = Bench.quick ? 400 : 40_000
    let letters = Array("the quick brown fox jumps over the lazy dog ").map(String.init)

    let uikitText = State(wrappedValue: "")
    let uikitFocus = State(wrappedValue: false)
    let uikitHost = RepresentableHost {
      UIKitCustomTextField(
        text: uikitText.projectedValue, isFirstResponder: uikitFocus.projectedValue)
    }
    let headlessText = State(wrappedValue: "")
    let headlessFocus = State(wrappedValue: false)
    let headlessHost = RepresentableHost {
      HeadlessCustomTextField(
        text: headlessText.projectedValue, isFirstResponder: headlessFocus.projectedValue)
    }
    // What the wrapper's `DispatchQueue.main.async` hop does once the main queue runs (this
    // program runs none): the focus binding says the field is editing, so updates keep it
    // focused.
    uikitFocus.wrappedValue = true
    headlessFocus.wrappedValue = true
    precondition(uikitHost.view.isFirstResponder && headlessHost.view.isFirstResponder)

    var uikit: [Double] = []
    var headless: [Double] = []
    for _ in 0..<rounds {
      uikit.append(
        Bench.seconds {
          for i in 0..<keystrokesPerRound {
            if i % 1_000 == 0 { uikitText.wrappedValue = "" }
            uikitHost.view.insertText(letters[i % letters.count])
          }
        })
      headless.append(
        Bench.seconds {
          for i in 0..<keystrokesPerRound {
            if i % 1_000 == 0 { headlessText.wrappedValue = "" }
            headlessHost.view.insertText(letters[i % letters.count])
          }
        })
      precondition(uikitText.wrappedValue == uikitHost.view.text, "UIKit wrapper diverged")
      precondition(headlessText.wrappedValue == headlessHost.view.text, "headless wrapper diverged")
      precondition(!uikitText.wrappedValue.isEmpty && !headlessText.wrappedValue.isEmpty)
    }
    uikit.sort()
    headless.sort()
    let perRound = Double(keystrokesPerRound)
    let uikitMedian = uikit[rounds / 2] / perRound * 1e6
    let headlessMedian = headless[rounds / 2] / perRound * 1e6
    Bench.report("uikit_wrapper_keystroke_us", uikitMedian, digits: 2)
    Bench.report("baseline_headless_wrapper_keystroke_us", headlessMedian, digits: 2)
    Bench.report("uikit_wrapper_vs_headless", uikitMedian / headlessMedian, digits: 2)
  }
}

/// The tutorial's wrapper with UIKit's names, as in Tests/FieldworkUIKitTests/Wrappers.
private struct UIKitCustomTextField: UIViewRepresentable {
  @Binding var text: String
  @Binding var isFirstResponder: Bool
  var didChange: () -> Void = {}

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> UITextField {
    let textField = UITextField(frame: .zero)
    textField.delegate = context.coordinator
    textField.font = UIFont.preferredFont(forTextStyle: .body)
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
    var parent: UIKitCustomTextField
    init(_ textField: UIKitCustomTextField) { self.parent = textField }

    func textFieldDidBeginEditing(_ textField: UITextField) {
      DispatchQueue.main.async { self.parent.isFirstResponder = true }
    }

    func textFieldDidChangeSelection(_ textField: UITextField) {
      if parent.text != textField.text {
        parent.text = textField.text ?? ""
        parent.didChange()
      }
    }
  }
}

/// The same wrapper with Fieldwork's headless names.
private struct HeadlessCustomTextField: Representable {
  @Binding var text: String
  @Binding var isFirstResponder: Bool
  var didChange: () -> Void = {}

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeView(context: Context) -> HeadlessTextField {
    let textField = HeadlessTextField()
    textField.delegate = context.coordinator
    return textField
  }

  func updateView(_ textField: HeadlessTextField, context: Context) {
    textField.text = text
    context.coordinator.parent = self
    if isFirstResponder && !textField.isFirstResponder {
      textField.becomeFirstResponder()
    } else if !isFirstResponder && textField.isFirstResponder {
      textField.resignFirstResponder()
    }
  }

  final class Coordinator: HeadlessTextFieldDelegate {
    var parent: HeadlessCustomTextField
    init(_ textField: HeadlessCustomTextField) { self.parent = textField }

    func textFieldDidBeginEditing(_ textField: HeadlessTextField) {
      DispatchQueue.main.async { self.parent.isFirstResponder = true }
    }

    func textFieldDidChangeSelection(_ textField: HeadlessTextField) {
      if parent.text != textField.text {
        parent.text = textField.text
        parent.didChange()
      }
    }
  }
}
