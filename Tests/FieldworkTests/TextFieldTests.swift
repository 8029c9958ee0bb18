import Fieldwork
import Foundation
import Testing

/// A screen with one bound field, the way app code writes it.
@MainActor final class NameForm {
  @State var name = ""
  @State var isEditing = false
  var log: [String] = []
  var host: RepresentableHost<TextField>!

  init(configure: @escaping (TextField) -> TextField = { $0 }) {
    host = RepresentableHost { [unowned self] in
      configure(
        TextField("Name", text: $name, isFirstResponder: $isEditing)
          .onBeginEditing { [unowned self] in log.append("begin") }
          .onEdit { [unowned self] in log.append("edit:\(name)") }
          .onEndEditing { [unowned self] in log.append("end") }
          .onReturn { [unowned self] in log.append("return:\(name)") })
    }
  }

  var field: HeadlessTextField { host.view }
}

@MainActor @Suite struct TextFieldTests {
  @Test func typingWritesTheBindingOnEveryEdit() {
    let form = NameForm()
    form.field.tap()
    form.field.type("Ada")
    #expect(form.name == "Ada")
    #expect(form.log == ["begin", "edit:A", "edit:Ad", "edit:Ada"])
  }

  @Test func externalWritesReachTheFieldWithCaretAtTheEnd() {
    let form = NameForm()
    form.field.tap()
    form.field.type("abc")
    form.name = "Grace"
    #expect(form.field.text == "Grace")
    #expect(form.field.selectedRange == NSRange(location: 5, length: 0))
    #expect(form.log.last == "edit:abc")
  }

  @Test func typingInTheMiddleKeepsTheCaretWhereItIs() {
    let form = NameForm()
    form.field.tap()
    form.field.type("acd")
    form.field.select(NSRange(location: 1, length: 0))
    form.field.type("b")
    #expect(form.name == "abcd")
    #expect(form.field.selectedRange == NSRange(location: 2, length: 0))
  }

  @Test func returnRunsTheHookThenEndsEditing() {
    let form = NameForm()
    form.field.tap()
    form.field.type("Lin\n")
    #expect(form.log.suffix(2) == ["return:Lin", "end"])
    #expect(!form.field.isFirstResponder)
    #expect(form.isEditing == false)
  }

  @Test func returnHookReturningFalseKeepsEditing() {
    let form = NameForm {
      var field = $0
      field.shouldReturn = { false }
      return field
    }
    form.field.tap()
    form.field.tapReturnKey()
    #expect(form.field.isFirstResponder)
    #expect(form.isEditing)
  }

  @Test func focusBindingFocusesAndDismisses() {
    let form = NameForm()
    form.isEditing = true
    #expect(form.field.isFirstResponder)
    #expect(form.log == ["begin"])
    form.isEditing = false
    #expect(!form.field.isFirstResponder)
    #expect(form.log == ["begin", "end"])
  }

  @Test func userFocusChangesWriteTheFocusBinding() {
    let form = NameForm()
    form.field.tap()
    #expect(form.isEditing)
    form.field.resignFirstResponder()
    #expect(!form.isEditing)
  }

  @Test func refusedFocusWritesTheBindingBack() {
    let form = NameForm { $0.disabled() }
    form.isEditing = true
    #expect(!form.field.isFirstResponder)
    #expect(form.isEditing == false)
  }

  @Test func compositionIsNotWrittenToTheBindingUntilCommitted() {
    let form = NameForm()
    form.field.tap()
    form.field.type("a")
    form.field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
    form.field.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
    #expect(form.name == "a")
    #expect(form.field.text == "aにほ")
    form.field.unmarkText()
    #expect(form.name == "aにほ")
    #expect(form.log.last == "edit:aにほ")
  }

  @Test func unrelatedUpdateDuringCompositionDoesNotClobberIt() {
    let form = NameForm()
    let other = State(wrappedValue: 0)
    let host = RepresentableHost {
      TextField(text: form.$name).placeholder("\(other.wrappedValue)")
    }
    host.view.tap()
    host.view.setMarkedText("かな", selectedRange: NSRange(location: 2, length: 0))
    other.wrappedValue = 1
    #expect(host.view.placeholder == "1")
    #expect(host.view.markedRange == NSRange(location: 0, length: 2))
    #expect(host.view.text == "かな")
  }

  @Test func maxLengthCountsGraphemesAndPasteInsertsWhatFits() {
    let form = NameForm { $0.maxLength(3) }
    form.field.tap()
    form.field.type("👍🏽e\u{301}x")
    #expect(form.name == "👍🏽éx")
    form.field.type("y")
    #expect(form.name == "👍🏽éx")
    form.field.deleteBackward()
    form.field.paste("🇯🇵🇫🇷")
    #expect(form.name == "👍🏽é🇯🇵")
  }

  @Test func maxLengthAllowsCombiningMarksThatDoNotAddCharacters() {
    let form = NameForm { $0.maxLength(2) }
    form.field.tap()
    form.field.type("ae")
    form.field.insertText("\u{301}")
    #expect(form.name == "ae\u{301}")
  }

  @Test func maxLengthNeverCutsCompositionAndTrimsWhenItCommits() {
    let form = NameForm { $0.maxLength(3) }
    form.field.tap()
    form.field.type("ab")
    form.field.setMarkedText("にほん", selectedRange: NSRange(location: 3, length: 0))
    #expect(form.field.text == "abにほん")
    #expect(form.field.markedText == "にほん")
    form.field.unmarkText()
    #expect(form.name == "abに")
    #expect(form.field.text == "abに")
  }

  @Test func allowedCharactersFiltersTypingAndPaste() {
    let form = NameForm { $0.allowedCharacters { $0.isNumber }.maxLength(4) }
    form.field.tap()
    form.field.type("1a2")
    form.field.paste("3-4-5")
    #expect(form.name == "1234")
  }

  @Test func traitsReachTheField() {
    let form = NameForm {
      $0.secure().keyboardType(.emailAddress).submitLabel(.done)
        .textContentType(.emailAddress).textInputAutocapitalization(.never).autocorrectionDisabled()
        .clearButtonMode(.whileEditing).clearsOnBeginEditing().placeholder("Email")
    }
    let field = form.field
    #expect(field.isSecureTextEntry)
    #expect(field.keyboardType == .emailAddress)
    #expect(field.returnKeyType == .done)
    #expect(field.textContentType == .emailAddress)
    #expect(field.autocapitalizationType == TextAutocapitalizationType.none)
    #expect(field.autocorrectionType == .no)
    #expect(field.clearButtonMode == .whileEditing)
    #expect(field.clearsOnBeginEditing)
    #expect(field.placeholder == "Email")
  }

  @Test func clearsOnBeginEditingWritesTheBinding() {
    let form = NameForm { $0.clearsOnBeginEditing() }
    form.name = "old"
    form.field.tap()
    #expect(form.name == "")
  }

  @Test func clearButtonWritesTheBinding() {
    let form = NameForm { $0.clearButtonMode(.whileEditing) }
    form.field.tap()
    form.field.type("abc")
    form.field.tapClearButton()
    #expect(form.name == "")
    #expect(form.log.last == "edit:")
  }

  @Test func disabledByEnvironmentOrModifier() {
    let form = NameForm()
    form.field.tap()
    form.host.environment.isEnabled = false
    #expect(!form.field.isEnabled)
    #expect(!form.field.isFirstResponder)
    #expect(!form.isEditing)
    form.field.type("x")
    #expect(form.name == "")
  }

  @Test func undoWritesTheBinding() {
    let form = NameForm()
    form.field.tap()
    form.field.type("abc")
    form.field.undo()
    #expect(form.name == "")
  }

  @Test func valueFieldCommitsParsedValueOnReturnAndRevertsGarbage() {
    let age = State(wrappedValue: 30)
    let host = RepresentableHost {
      TextField("Age", value: age.projectedValue, format: { String($0) }, parse: { Int($0) })
    }
    let field = host.view
    #expect(field.text == "30")
    field.tap()
    field.select(NSRange(location: 0, length: 2))
    field.type("41")
    #expect(age.wrappedValue == 30)
    field.tapReturnKey()
    #expect(age.wrappedValue == 41)
    #expect(field.text == "41")
    field.tap()
    field.type("x")
    field.resignFirstResponder()
    #expect(age.wrappedValue == 41)
    #expect(field.text == "41")
    age.wrappedValue = 7
    #expect(field.text == "7")
  }

  @Test func nextAccessoryMovesFocusToAnotherField() {
    let first = State(wrappedValue: "")
    let second = State(wrappedValue: "")
    let firstFocus = State(wrappedValue: false)
    let secondFocus = State(wrappedValue: false)
    let firstHost = RepresentableHost {
      TextField(text: first.projectedValue, isFirstResponder: firstFocus.projectedValue)
        .inputAccessoryItems([.next(focus: secondFocus.projectedValue)])
    }
    let secondHost = RepresentableHost {
      TextField(text: second.projectedValue, isFirstResponder: secondFocus.projectedValue)
        .inputAccessoryItems([.done()])
    }
    firstHost.view.tap()
    firstHost.view.tapAccessory("Next")
    #expect(!firstHost.view.isFirstResponder)
    #expect(secondHost.view.isFirstResponder)
    #expect(firstFocus.wrappedValue == false)
    #expect(secondFocus.wrappedValue == true)
    secondHost.view.tapAccessory("Done")
    #expect(secondFocus.wrappedValue == false)
  }

  @Test func dismantleDetachesAndReleases() {
    let name = State(wrappedValue: "")
    let host = RepresentableHost { TextField(text: name.projectedValue) }
    let field = host.view
    weak let coordinator = host.coordinator
    host.dismantle()
    #expect(field.delegate == nil)
    #expect(coordinator == nil)
  }

  /// A `TextField` keeps its parts in one shared reference: a modifier on a copy must leave
  /// the original (and any other copy) as it was, as a value would.
  @Test func traitsFollowTheModifiersAsTheyComeAndGo() {
    @State var text = ""
    @State var configured = true
    @State var placeholder = "Email"
    let host = RepresentableHost {
      let field = TextField(placeholder, text: $text)
      guard configured else { return field }
      return field.keyboardType(.emailAddress).submitLabel(.next).textContentType(.emailAddress)
        .textInputAutocapitalization(.never).autocorrectionDisabled().clearButtonMode(.always)
        .clearsOnBeginEditing().secure().disabled()
        .inputAccessoryItems([InputAccessoryItem("Done") { _ in }])
    }
    let view = host.view
    #expect(view.placeholder == "Email")
    #expect(view.keyboardType == .emailAddress && view.returnKeyType == .next)
    #expect(view.textContentType == .emailAddress)
    #expect(view.autocapitalizationType == .none && view.autocorrectionType == .no)
    #expect(view.clearButtonMode == .always && view.clearsOnBeginEditing)
    #expect(view.isSecureTextEntry && !view.isEnabled)
    #expect(view.inputAccessoryItems.map(\.title) == ["Done"])
    configured = false
    placeholder = ""
    #expect(view.placeholder == nil)
    #expect(view.keyboardType == .default && view.returnKeyType == .default)
    #expect(view.textContentType == nil)
    #expect(view.autocapitalizationType == .sentences && view.autocorrectionType == .default)
    #expect(view.clearButtonMode == .never && !view.clearsOnBeginEditing)
    #expect(!view.isSecureTextEntry && view.isEnabled)
    #expect(view.inputAccessoryItems.isEmpty)
    placeholder = "Name"
    #expect(view.placeholder == "Name")
  }

  @Test func modifiersOnACopyLeaveTheOriginalAlone() {
    @State var text = ""
    var log: [String] = []
    let base = TextField("Name", text: $text).onEdit { log.append("base") }
    let secure = base.secure().placeholder("Password").onEdit { log.append("secure") }
    var edited = base
    edited.configuration.maxLength = 3
    #expect(!base.configuration.isSecureTextEntry)
    #expect(base.configuration.placeholder == "Name")
    #expect(base.configuration.maxLength == nil)
    #expect(secure.configuration.isSecureTextEntry)
    #expect(secure.configuration.placeholder == "Password")
    #expect(secure.configuration.maxLength == nil)
    #expect(edited.configuration.maxLength == 3)
    #expect(!edited.configuration.isSecureTextEntry)
    base.didChange()
    #expect(log == ["base"])
    log = []
    secure.didChange()
    #expect(log == ["base", "secure"])
    // The placeholder and the rest of the configuration are stored apart: set in either
    // order, both hold, and reach the field.
    let limitedFirst = TextField("A", text: $text).maxLength(3).placeholder("B")
    let placeholderFirst = TextField("A", text: $text).placeholder("B").maxLength(3)
    for field in [limitedFirst, placeholderFirst] {
      #expect(field.configuration.placeholder == "B")
      #expect(field.configuration.maxLength == 3)
      let host = RepresentableHost { field.keyboardType(.numberPad) }
      #expect(host.view.placeholder == "B")
      #expect(host.view.keyboardType == .numberPad)
    }
    #expect(TextField("", text: $text).configuration.placeholder.isEmpty)
    #expect(RepresentableHost { TextField("", text: $text) }.view.placeholder == nil)
  }
}
