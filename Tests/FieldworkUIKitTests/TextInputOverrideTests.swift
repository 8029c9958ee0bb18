import FieldworkUIKit
import Testing

/// A `UITextField` or `UITextView` subclass overrides `UITextInput`'s members as on iOS, where
/// they are `open`: the picker field that hides its caret, the field that keeps its
/// selection at the end. The override is what every caller reaches, through the class or
/// through `UITextInput`.
@MainActor @Suite struct TextInputOverrideTests {
  /// A field for a picker: no caret, and the selection always at the end.
  final class PickerField: UITextField {
    override func caretRect(for position: UITextPosition) -> CGRect { .zero }
    override func firstRect(for range: UITextRange) -> CGRect {
      CGRect(x: 1, y: 2, width: 3, height: 4)
    }
    override var selectedTextRange: UITextRange? {
      get { super.selectedTextRange }
      set { super.selectedTextRange = textRange(from: endOfDocument, to: endOfDocument) }
    }
  }

  final class CountingTextView: UITextView {
    var replacements = 0
    override func replace(_ range: UITextRange, withText text: String) {
      replacements += 1
      super.replace(range, withText: text)
    }
  }

  /// Where the selection starts and ends, in UTF-16 units from the start; `nil` apart.
  func caret(of field: UITextField) -> Int? {
    guard let selection = field.selectedTextRange else { return nil }
    let start = field.offset(from: field.beginningOfDocument, to: selection.start)
    let end = field.offset(from: field.beginningOfDocument, to: selection.end)
    return start == end ? start : nil
  }

  @Test func aFieldsOverridesAreReachedThroughTheClassAndTheProtocol() throws {
    let field = PickerField()
    field.text = "Tuesday"
    let asField: UITextField = field
    let range = try #require(
      field.textRange(from: field.beginningOfDocument, to: field.endOfDocument))
    #expect(asField.firstRect(for: range) == CGRect(x: 1, y: 2, width: 3, height: 4))
    asField.selectedTextRange = field.textRange(
      from: field.beginningOfDocument, to: field.beginningOfDocument)
    #expect(caret(of: field) == 7)
    let input: any UITextInput = field
    input.selectedTextRange = range
    #expect(caret(of: field) == 7)
  }

  @Test func aTextViewsOverrideOfReplaceSeesEveryReplacement() throws {
    let view = CountingTextView()
    view.text = "one"
    #expect(view.becomeFirstResponder())
    let input: any UITextInput = view
    let end = try #require(input.textRange(from: input.endOfDocument, to: input.endOfDocument))
    input.replace(end, withText: " two")
    #expect(view.replacements == 1)
    #expect(view.text == "one two")
  }
}
