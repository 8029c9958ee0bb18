import Fieldwork
import Foundation
import Testing

/// Regression tests for the text field component's rules under awkward input.
@MainActor @Suite struct TextFieldHardeningTests {
  @Test func refocusedSecureFieldWithAFilterKeepsThePastedCharactersThatPass() {
    let text = State(wrappedValue: "12")
    let host = RepresentableHost {
      TextField("PIN", text: text.projectedValue).secure().allowedCharacters { $0.isNumber }
    }
    host.view.tap()
    host.view.paste("34x")
    #expect(text.wrappedValue == "34")
    #expect(host.view.text == "34")
  }

  @Test func refocusedSecureFieldWithAMaximumLengthKeepsWhatFits() {
    let text = State(wrappedValue: "abc")
    let host = RepresentableHost {
      TextField("Code", text: text.projectedValue).secure().maxLength(3)
    }
    host.view.tap()
    host.view.paste("wxyz")
    #expect(text.wrappedValue == "wxy")
  }

  @Test func maximumLengthTrimsACompositionCommittedInTheMiddleNotTheExistingText() {
    let text = State(wrappedValue: "abcd")
    let host = RepresentableHost { TextField("", text: text.projectedValue).maxLength(4) }
    let field = host.view
    field.tap()
    field.select(NSRange(location: 0, length: 0))
    field.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
    field.unmarkText()
    #expect(field.text == "abcd")
    #expect(text.wrappedValue == "abcd")
  }

  @Test func maximumLengthKeepsThePartOfACompositionThatFits() {
    let text = State(wrappedValue: "ab")
    let host = RepresentableHost { TextField("", text: text.projectedValue).maxLength(4) }
    let field = host.view
    field.tap()
    field.select(NSRange(location: 1, length: 0))
    field.setMarkedText("日本語", selectedRange: NSRange(location: 3, length: 0))
    field.unmarkText()
    #expect(field.text == "a日本b")
    #expect(text.wrappedValue == "a日本b")
    #expect(field.selectedRange == NSRange(location: 3, length: 0))
  }
}
