import FieldworkTesting
import FieldworkUIKit
import Testing

/// Records every UIKit delegate call in one line format, answering as told.
@MainActor final class UIKitFieldLog: NSObject, UITextFieldDelegate {
  var lines: [String] = []
  var refusedReplacement: String?

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    lines.append("shouldBegin")
    return true
  }
  func textFieldDidBeginEditing(_ textField: UITextField) { lines.append("didBegin") }
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    lines.append("shouldEnd")
    return true
  }
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    lines.append("didEnd(\(reason))")
  }
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    lines.append("shouldChange(\(range.location),\(range.length),\(string))")
    return string != refusedReplacement
  }
  func textFieldDidChangeSelection(_ textField: UITextField) {
    lines.append("didChangeSelection \(textField.text ?? "nil")")
  }
  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    lines.append("shouldClear")
    return true
  }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    lines.append("shouldReturn")
    return true
  }
}

/// The same log, through Fieldwork's own names.
@MainActor final class HeadlessFieldLog: HeadlessTextFieldDelegate {
  var lines: [String] = []
  var refusedReplacement: String?

  func textFieldShouldBeginEditing(_ textField: HeadlessTextField) -> Bool {
    lines.append("shouldBegin")
    return true
  }
  func textFieldDidBeginEditing(_ textField: HeadlessTextField) { lines.append("didBegin") }
  func textFieldShouldEndEditing(_ textField: HeadlessTextField) -> Bool {
    lines.append("shouldEnd")
    return true
  }
  func textFieldDidEndEditing(
    _ textField: HeadlessTextField, reason: HeadlessTextField.DidEndEditingReason
  ) {
    lines.append("didEnd(\(reason))")
  }
  func textField(
    _ textField: HeadlessTextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    lines.append("shouldChange(\(range.location),\(range.length),\(string))")
    return string != refusedReplacement
  }
  func textFieldDidChangeSelection(_ textField: HeadlessTextField) {
    lines.append("didChangeSelection \(textField.text)")
  }
  func textFieldShouldClear(_ textField: HeadlessTextField) -> Bool {
    lines.append("shouldClear")
    return true
  }
  func textFieldShouldReturn(_ textField: HeadlessTextField) -> Bool {
    lines.append("shouldReturn")
    return true
  }
}

@MainActor @Suite struct UITextFieldTests {
  @Test func bothVocabulariesDrivenThroughOneSequenceGiveOneEventLog() {
    let uiField = UITextField(frame: .zero)
    let uiLog = UIKitFieldLog()
    uiLog.refusedReplacement = "!"
    uiField.delegate = uiLog
    uiField.clearButtonMode = .whileEditing
    for event: UIControl.Event in [
      .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
    ] {
      uiField.addAction(UIAction { _ in uiLog.lines.append("event \(event.rawValue)") }, for: event)
    }
    let headless = HeadlessTextField()
    let headlessLog = HeadlessFieldLog()
    headlessLog.refusedReplacement = "!"
    headless.delegate = headlessLog
    headless.clearButtonMode = .whileEditing
    let events: [(ControlEvent, UInt)] = [
      (.editingDidBegin, 1 << 16), (.editingChanged, 1 << 17), (.editingDidEnd, 1 << 18),
      (.editingDidEndOnExit, 1 << 19),
    ]
    for (event, raw) in events {
      headless.addAction(for: event) { _ in headlessLog.lines.append("event \(raw)") }
    }

    uiField.tap()
    headless.tap()
    uiField.type("hé!👍🏽")
    headless.type("hé!👍🏽")
    uiField.deleteBackward()
    headless.deleteBackward()
    uiField.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
    headless.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
    uiField.unmarkText()
    headless.unmarkText()
    uiField.paste("a\nb")
    headless.paste("a\nb")
    uiField.select(NSRange(location: 0, length: 1))
    headless.select(NSRange(location: 0, length: 1))
    uiField.tapClearButton()
    headless.tapClearButton()
    uiField.type("z\n")
    headless.type("z\n")
    uiField.resignFirstResponder()
    headless.resignFirstResponder()

    #expect(uiLog.lines == headlessLog.lines)
    #expect(uiLog.lines.contains("shouldChange(2,0,!)"))  // refused, in both
    #expect(uiLog.lines.count > 30)
    #expect(uiField.text == headless.text)
  }

  @Test func textIsOptionalAsInUIKitAndNilReadsBackEmpty() {
    let field = UITextField()
    field.text = "abc"
    #expect(field.text == "abc")
    field.text = nil
    #expect(field.text == "")
    #expect(!field.hasText)
  }

  @Test func keyboardInputGoesThroughASubclassesOverrides() {
    let field = BackspaceTextField(frame: .zero)
    var emptyBackspaces = 0
    field.onDeleteBackwardWhenEmpty = { emptyBackspaces += 1 }
    field.tap()
    field.type("12")
    #expect(field.insertedTexts == ["1", "2"])
    field.deleteBackward()
    field.deleteBackward()
    #expect(emptyBackspaces == 0)
    field.deleteBackward()
    #expect(emptyBackspaces == 1)
    field.tapReturnKey()  // the return key is a "\n" through insertText, as UIKit's keyboard
    #expect(field.insertedTexts == ["1", "2", "\n"])
    #expect(
      field.textRect(forBounds: CGRect(x: 0, y: 0, width: 100, height: 40))
        == CGRect(x: 12, y: 8, width: 76, height: 24))
    #expect(field.layer.cornerRadius == 8)
    #expect(field.layer.borderColor == UIColor.systemGray4.cgColor)
  }

  @Test func aWindowAsksTheSubclassToResignWhenAnotherFieldTakesFocus() {
    final class CountingField: UITextField {
      var resigns = 0
      var refuses = false
      override func resignFirstResponder() -> Bool {
        resigns += 1
        return refuses ? false : super.resignFirstResponder()
      }
    }
    let window = UIWindow()
    let first = CountingField()
    let second = UITextField()
    let container = UIView()
    container.addSubview(first)
    container.addSubview(second)
    container.window = window
    first.tap()
    #expect(window.firstResponder === first)
    first.refuses = true
    second.tap()
    #expect(first.resigns == 1)
    #expect(first.isFirstResponder && !second.isFirstResponder)
    first.refuses = false
    second.tap()
    #expect(first.resigns == 2)
    #expect(window.firstResponder === second)
    #expect(container.endEditing(true))
    #expect(window.firstResponder == nil)
  }

  @Test func aFormatterKeepsTheCaretWithTextPositions() {
    @State var digits = ""
    let host = RepresentableHost { PhoneNumberField(digits: $digits) }
    let field = host.view
    #expect(field.keyboardType == .phonePad && field.textContentType == .telephoneNumber)
    field.tap()
    field.type("5551234")
    #expect(digits == "5551234")
    #expect(field.text == "555-123-4")
    // Type in the middle: the caret stays after the digit just typed.
    field.select(NSRange(location: 2, length: 0))
    field.type("9")
    #expect(field.text == "559-512-34")
    let caret = try! #require(field.selectedTextRange)
    #expect(field.offset(from: field.beginningOfDocument, to: caret.start) == 3)
    field.type("a")  // refused by the delegate
    #expect(digits == "55951234")
    #expect(!field.text!.contains("a"))
  }

  @Test func theEnvironmentDisablesAWrapper() {
    @State var digits = ""
    let host = RepresentableHost { PhoneNumberField(digits: $digits) }
    host.environment.isEnabled = false
    #expect(!host.view.isEnabled)
    host.view.tap()
    host.view.type("1")
    #expect(digits.isEmpty)
  }

  @Test func aDelegateMethodWithAMisspelledSignatureIsNoticed() {
    final class Misspelled: NSObject, UITextFieldDelegate {
      var changes = 0
      // Meant to be textFieldDidChangeSelection(_:): the label differs, so UIKit (and
      // FieldworkUIKit) never calls it.
      func textFieldDidChangeSelection(textField: UITextField) { changes += 1 }
    }
    DefaultedDelegateMethods.reset()
    let delegate = Misspelled()
    let field = UITextField()
    field.delegate = delegate
    field.tap()
    field.type("a")
    #expect(delegate.changes == 0)
    let defaulted = DefaultedDelegateMethods.used(by: Misspelled.self)
    #expect(defaulted.contains("textFieldDidChangeSelection(_:)"))
    #expect(defaulted.contains("textFieldShouldBeginEditing(_:)"))
    #expect(
      !DefaultedDelegateMethods.used(by: UIKitFieldLog.self).contains(
        "textFieldDidChangeSelection(_:)"))
  }

  @Test func anActionDoesNotKeepItsControlAlive() {
    // An action's sender is its control only while it runs; an action that kept it would
    // make every field with an action (and everything its closures capture) leak.
    weak var released: UITextField?
    var senders: [Bool] = []
    let action = UIAction { action in senders.append(action.sender is UITextField) }
    do {
      let field = UITextField()
      released = field
      field.addAction(action, for: .editingChanged)
      field.tap()
      field.type("a")
    }
    #expect(senders == [true])
    #expect(released == nil)
    #expect(action.sender == nil)
  }

  @Test func actionsRunForTheirEventsAndCanBeRemoved() {
    let field = UITextField()
    var log: [String] = []
    let changed = UIAction(identifier: UIAction.Identifier("changed")) { action in
      log.append("changed \((action.sender as? UITextField)?.text ?? "?")")
    }
    field.addAction(changed, for: [.editingChanged, .editingDidEnd])
    field.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
    field.tap()
    field.type("a\n")
    #expect(log == ["changed a", "primary"])
    field.removeAction(changed, for: .editingChanged)
    field.type("b")
    field.resignFirstResponder()
    #expect(log == ["changed a", "primary", "changed ab"])  // still for editingDidEnd
    field.removeAction(identifiedBy: UIAction.Identifier("changed"), for: .editingDidEnd)
    field.tap()
    field.resignFirstResponder()
    #expect(log.count == 3)
  }

  @Test func aPasteGoesThroughThePasteEditActionAndCanBeRefused() {
    final class NoPaste: UITextField {
      override func paste(_ sender: Any?) {}
    }
    let field = NoPaste()
    field.tap()
    field.paste("secret")
    #expect(field.text == "")
    let plain = UITextField()
    plain.tap()
    plain.paste("one\ntwo")
    #expect(plain.text == "one two")
    #expect(UIPasteboard.general.string == "one\ntwo")
  }

  @Test func userInteractionOffIgnoresTapsButNotProgrammaticFocus() {
    let field = UITextField()
    field.isUserInteractionEnabled = false
    field.tap()
    #expect(!field.isFirstResponder)
    #expect(field.becomeFirstResponder())
  }

  @Test func secureTextStaysSecretInDescriptions() {
    let field = UITextField()
    field.isSecureTextEntry = true
    field.tap()
    field.type("hunter2")
    #expect(!field.description.contains("hunter"))
    #expect(field.description.hasPrefix("UITextField(text: <secure, redacted>"))
  }
}
