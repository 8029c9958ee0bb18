import FieldworkTesting
import FieldworkUIKit
import Foundation
import Testing

/// input-mask's listener on a `UITextField`, driven through a wrapper written as its users
/// write one.
@MainActor @Suite struct MaskedTextInputListenerTests {
  @Test func theListenerFormatsAndTheCoordinatorHearsTheValue() {
    @State var digits = ""
    @State var isComplete = false
    var returned = 0
    let host = RepresentableHost {
      MaskedPhoneField(digits: $digits, isComplete: $isComplete) { returned += 1 }
    }
    let field = host.view
    #expect(field.placeholder == "+1 (000) 000-0000")
    field.tap()
    // Focused while empty: the format's first fixed characters show.
    #expect(field.text == "+1 (")
    field.type("5551234567")
    #expect(field.text == "+1 (555) 123-4567")
    #expect(digits == "5551234567")
    #expect(isComplete)
    let caret = try! #require(field.selectedTextRange)
    #expect(field.offset(from: field.beginningOfDocument, to: caret.start) == 17)
    // Calls the listener does not decide reach the coordinator.
    field.tapReturnKey()
    #expect(returned == 1)
    #expect(!field.isFirstResponder)
  }

  @Test func theCoordinatorIsAskedFirstAndAFormattedEditSendsNoEditingChanged() {
    @State var digits = ""
    @State var isComplete = false
    let host = RepresentableHost { MaskedPhoneField(digits: $digits, isComplete: $isComplete) }
    let field = host.view
    var editingChanged = 0
    field.addAction(UIAction { _ in editingChanged += 1 }, for: .editingChanged)
    field.tap()
    field.paste("*555")
    #expect(digits == "")
    field.paste("555")
    #expect(field.text == "+1 (555) ")
    // As with input-mask on iOS: the listener sets the text itself and answers false.
    #expect(editingChanged == 0)
    // Backspace over the separators: the caret moves, no digit goes.
    field.deleteBackward()
    field.deleteBackward()
    #expect(digits == "555")
  }

  @Test func affineFormatsSwitchAndTheClearButtonEmptiesThroughTheMask() {
    @State var digits = ""
    @State var isComplete = false
    let host = RepresentableHost { MaskedPhoneField(digits: $digits, isComplete: $isComplete) }
    let field = host.view
    field.clearButtonMode = .whileEditing
    field.tap()
    field.selectedTextRange = field.textRange(
      from: field.beginningOfDocument, to: field.endOfDocument)
    field.type("+44")
    field.type("2071234567")
    #expect(field.text == "+44 2071 234567")
    #expect(digits == "2071234567")
    field.tapClearButton()
    #expect(field.text == "")
    #expect(digits == "")
  }

  @Test func aMalformedFormatFormatsNothingAndSaysWhy() {
    let listener = MaskedTextInputListener(primaryFormat: "+1 ([000")
    #expect(listener.formatError == .unclosedBlock(opening: "[", at: 4))
    #expect(listener.placeholder == "")
    let field = UITextField()
    field.delegate = listener
    field.tap()
    field.type("12a")
    #expect(field.text == "12a")
  }

  @Test func anyFormatterWorksInPlaceOfAMask() {
    var values: [String] = []
    let listener = MaskedTextInputListener(formatter: GroupingFormatter.iban)
    listener.onMaskedTextChangedCallback = { _, value, _, _ in values.append(value) }
    let field = UITextField()
    field.delegate = listener
    field.tap()
    field.type("de89")
    field.type("3704")
    #expect(field.text == "DE89 3704")
    #expect(values.last == "DE89 3704")
  }
}
