import FieldworkTesting
import FieldworkUIKit
import Testing

/// Records a text view's UIKit delegate calls, as a coordinator written for iOS would.
@MainActor final class UIKitTextViewLog: NSObject, UITextViewDelegate {
  var lines: [String] = []
  var refusesReturn = false

  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
    lines.append("shouldBegin")
    return true
  }
  func textViewDidBeginEditing(_ textView: UITextView) { lines.append("didBegin") }
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
    lines.append("shouldEnd")
    return true
  }
  func textViewDidEndEditing(_ textView: UITextView) { lines.append("didEnd") }
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    lines.append("shouldChange(\(range.location),\(range.length),\(text.debugDescription))")
    return !(refusesReturn && text == "\n")
  }
  func textViewDidChange(_ textView: UITextView) {
    lines.append("didChange \(textView.text!.debugDescription)")
  }
  func textViewDidChangeSelection(_ textView: UITextView) {
    lines.append("didChangeSelection \(textView.selectedRange.location)")
  }
}

/// A text view subclass that sees every keystroke, as UIKit's keyboard makes it.
final class KeystrokeTextView: UITextView {
  var inserted: [String] = []
  override func insertText(_ text: String) {
    inserted.append(text)
    super.insertText(text)
  }
}

@MainActor @Suite struct UITextViewTests {
  @Test func theDelegateHearsUIKitsSequenceWithTheViewAsArgument() {
    let textView = UITextView(frame: .zero)
    let log = UIKitTextViewLog()
    textView.delegate = log
    textView.tap()
    textView.type("a\n")
    textView.resignFirstResponder()
    #expect(
      log.lines == [
        "shouldBegin", "didBegin",
        "shouldChange(0,0,\"a\")", "didChangeSelection 1", "didChange \"a\"",
        "shouldChange(1,0,\"\\n\")", "didChangeSelection 2", "didChange \"a\\n\"",
        "shouldEnd", "didEnd",
      ])
    log.lines = []
    textView.text = "set"
    textView.selectedRange = NSRange(location: 1, length: 1)
    #expect(log.lines.isEmpty)  // programmatic changes notify nobody
    #expect(textView.selectedRange == NSRange(location: 1, length: 1))
    textView.selectedRange = NSRange(location: 2, length: 99)
    #expect(textView.selectedRange == NSRange(location: 2, length: 1))
  }

  @Test func aSubclassSeesEveryKeystrokeReturnIncluded() {
    let textView = KeystrokeTextView(frame: .zero)
    let log = UIKitTextViewLog()
    log.refusesReturn = true
    textView.delegate = log
    textView.tap()
    textView.type("ab\ncd")
    #expect(textView.inserted == ["a", "b", "\n", "c", "d"])
    #expect(textView.text == "abcd")
  }

  @Test func theNotesWrapperDrawsItsPlaceholderAndNeverBindsIt() {
    @State var notes = ""
    let host = RepresentableHost { NotesTextView(text: $notes, placeholder: "Add a note") }
    let textView = host.view
    #expect(textView.text == "Add a note" && textView.textColor == .placeholderText)
    #expect(textView.font == .preferredFont(forTextStyle: .body) && !textView.isScrollEnabled)
    #expect(textView.textContainer.lineFragmentPadding == 0)
    textView.tap()
    #expect(textView.text == "" && textView.textColor == .label)
    textView.type("Buy milk\nand eggs")
    #expect(notes == "Buy milk\nand eggs")
    textView.selectAll()
    textView.deleteBackward()
    #expect(notes == "")
    textView.resignFirstResponder()
    #expect(textView.text == "Add a note" && notes == "")
    notes = "Written elsewhere"
    #expect(textView.text == "Add a note")  // the wrapper's own rule: the placeholder stays
    textView.tap()
    #expect(textView.text == "")
  }

  @Test func returnEndsEditingWhenTheWrapperSaysSoAndTheLimitCountsCharacters() {
    @State var comment = ""
    var commits = 0
    let host = RepresentableHost {
      NotesTextView(
        text: $comment, placeholder: "Comment", returnEndsEditing: true, characterLimit: 5,
        onCommit: { commits += 1 })
    }
    let textView = host.view
    #expect(textView.returnKeyType == .done)
    textView.tap()
    textView.type("👍🏽é")
    textView.paste("abcdef")  // more than fits: the wrapper refuses the whole paste
    textView.type("xyz!")
    #expect(comment == "👍🏽éxyz")
    textView.type("\n")
    #expect(commits == 1 && !textView.isFirstResponder)
    #expect(comment == "👍🏽éxyz")
  }

  @Test func positionsMoveByLinesAndTheCaretMovesWithTheKeyboard() {
    let textView = UITextView(frame: .zero)
    textView.text = "first line\nsecond\nthird line"
    let start = textView.beginningOfDocument
    let fourth = textView.position(from: start, offset: 4)!
    let below = textView.position(from: fourth, in: .down, offset: 1)!
    #expect(textView.offset(from: start, to: below) == 15)  // "seco|nd"
    let twoBelow = textView.position(from: fourth, in: .down, offset: 2)!
    #expect(textView.offset(from: start, to: twoBelow) == 22)
    #expect(textView.position(from: fourth, in: .up, offset: 1) == nil)
    #expect(textView.position(from: twoBelow, in: .up, offset: 2) == fourth)
    #expect(textView.position(from: twoBelow, in: .down, offset: -1) == below)
    let line = textView.textRange(from: textView.position(from: start, offset: 11)!, to: below)!
    #expect(textView.text(in: line) == "seco")
    textView.tap()
    textView.selectedTextRange = textView.textRange(from: below, to: below)
    textView.moveCaret(.lineEnd, extendingSelection: true)
    #expect(textView.selectedRange == NSRange(location: 15, length: 2))
    textView.replace(textView.selectedTextRange!, withText: "ND")
    #expect(textView.text == "first line\nsecoND\nthird line")
  }

  @Test func oneFirstResponderAmongFieldsAndTextViewsOfAWindow() {
    let window = UIWindow()
    let container = UIView(frame: .zero)
    let field = UITextField(frame: .zero)
    let textView = UITextView(frame: .zero)
    container.addSubview(field)
    container.addSubview(textView)
    container.window = window
    field.tap()
    textView.tap()
    #expect(window.firstResponder === textView && !field.isFirstResponder)
    textView.isEditable = false
    #expect(!textView.isFirstResponder && !textView.canBecomeFirstResponder)
    #expect(window.firstResponder == nil)
  }

  @Test func defaultedTextViewMethodsAreRecorded() {
    final class Misspelled: NSObject, UITextViewDelegate {
      var changes = 0
      func textViewDidChange(_ textView: UITextView) { changes += 1 }
      // Misspelled: never called, on iOS as here.
      func textViewDidChangeSelections(_ textView: UITextView) {}
    }
    let textView = UITextView(frame: .zero)
    let delegate = Misspelled()
    textView.delegate = delegate
    textView.tap()
    textView.type("a")
    #expect(delegate.changes == 1)
    let defaulted = DefaultedDelegateMethods.used(by: Misspelled.self)
    #expect(defaulted.contains("textViewDidChangeSelection(_:)"))
    #expect(!defaulted.contains("textViewDidChange(_:)"))
  }
}
